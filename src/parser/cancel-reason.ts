/**
 * Round 26: a record's cancel with its reason said as a remark, in chat.
 *
 * "And cancel the sunset tour, one of us is ill" on a list of the user's records; "I ordered it by
 * mistake. Yes, go ahead." on a record's cancel page. Sites ask a reason before they cancel: the
 * cancel page is a form that posts, whose submit button's first word is "cancel" ("Cancel booking",
 * "Cancel order"), with a reason control — a menu at its prompt or a radio group with none chosen.
 *
 * - **On the cancel page** (`reasonSend`): the turn says the reason in its own words and says to go
 *   on ("cancel it", "yes", "go ahead", "confirm"), or said the cancel already (the part below): the
 *   reason control's option the remark means, then the form's cancel button. Which option: one whose
 *   own words the remark says (`optionWordsSaid`, a word's start — "ill" for "Illness" — too), else
 *   one that a few general words of reasons point to (ill / sick → an option about illness; windy /
 *   rain → the weather's; by mistake / accidentally → the mistake's). A turn that says "keep",
 *   "wait" or "don't" sends nothing.
 * - **On the list** (`cancelWithRemark`): the cancel said with a remark after it, the page holding
 *   a control whose first word is "cancel": two parts, the cancel clause as it is (the row's own
 *   cancel control, read by the existing row readers), then, marked, the remark on the page that
 *   opened (`reasonThere`): the reason and the button as above. Where that page asks no reason (an
 *   "are you sure?" page), nothing more here (the conversation's own confirmation of a let-go page
 *   applies, src/runtime/page-form.ts).
 *
 * Page structure (the form's method, its controls, options and submit button's name) and general
 * English words only; no word of a site.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl, TurnPlan } from './context.js';
import { optionWordsSaid } from './option-words.js';
import { stem } from './questions.js';
import { TURN_MARKS } from './turn-marks.js';

/** The mark of the second part: the remark read on the page the cancel opened. */
export const REASON_THERE = TURN_MARKS.reasonThere;

/** A menu's prompt in place of a choice. */
const PROMPT = /^\s*(?:$|[-–—]+|(?:please\s+)?(?:choose|select|pick)\b)/i;

/** A control's name whose first word (after "Yes,") is "cancel". */
const CANCELS = /^\s*(?:(?:yes|ok|okay)[,\s]+)?cancel/i;

/** The turn says to go on with the cancel. */
export const GO_ON = /\b(?:go ahead|yes|yeah|yep|confirm|proceed|do it|please do|cancel\s+(?:it|that|this|the|my|them))\b/i;
/** The turn holds back. */
export const HOLD = /\b(?:keep|wait|hold on|hang on|never mind|not yet|don'?t|do not|no,)\b/i;

/** A cancel said first in the turn, after its lead words ("And cancel …", "Please cancel …"). */
const CANCEL_SAID = /^(?:(?:and|now|then|okay|ok|right|so|also|please|actually|oh)[,\s]+)*(?:(?:can|could)\s+you\s+|(?:i|we)\s+(?:need|want|would like|'d like)\s+to\s+|please\s+)?cancel\s+(?=\S)/i;
/** Where the remark begins after the cancel clause: a comma, a "because", "as", "since", or a new sentence. */
const REMARK_AT = /\s*(?:[,;–—-]\s*(?:because|as|since|cause|'cause)?\s*|\s+(?:because|as|since|cause)\s+|[.!]\s+)/i;

/** A clause of its own: a subject first, or a verb of being or having in it ("one of us is ill", "I booked it by mistake", "something's come up"). */
const CLAUSE = /^(?:i|we|she|he|they|it|that|there|my|our|someone|something|everyone|nobody)\b|\b(?:is|are|was|were|am|has|have|had|got|can'?t|cannot|won'?t|couldn'?t)\b|['’](?:s|re|m|ve)\b/i;

/** General words of reasons: what the remark says → the words an option about it has. */
const MEANS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\b(?:ill|sick|unwell|poorly|illness|flu|covid|injur\w*|hurt|hospital)\b/i, /\b(?:ill\w*|sick\w*|medical|health)\b/i],
  [/\b(?:weather|wind\w*|rain\w*|storm\w*|snow\w*|cold|too hot)\b/i, /\bweather\b/i],
  [/\b(?:mistake|mistakenly|accident\w*|wrong one|by error)\b/i, /\b(?:mistake\w*|error|accident\w*|wrong)\b/i],
  [/\b(?:plans?\s+(?:have\s+)?changed|change of plans?|can'?t make it|cannot make it|something came up|not going)\b/i, /\bplans?\b/i],
  [/\b(?:cheaper|better price|less elsewhere)\b/i, /\b(?:cheaper|price)\b/i],
];

/** The cancel form of the page: its reason control and its cancel button, or undefined. */
export function cancelForm(state: DialogueState): { reason: SeenControl; submit: string; chosen: boolean } | undefined {
  const controls = state.controls ?? [];
  const forms = [...new Set(controls.filter((c) => c.posts && c.submit && CANCELS.test(c.submit)).map((c) => c.form))];
  if (forms.length !== 1) return undefined;
  const mine = controls.filter((c) => c.form === forms[0]);
  const reasons = mine.filter((c) => (c.kind === 'select' || c.kind === 'radio') && (c.options ?? []).filter((o) => !PROMPT.test(o)).length >= 2);
  if (reasons.length !== 1) return undefined;
  const reason = reasons[0]!;
  // (Another field the user would have to fill: not this reading's form.)
  if (mine.some((c) => c !== reason && (c.kind === 'text' || c.kind === 'number' || c.kind === 'date') && !c.multiline && !(c.value ?? '').trim())) return undefined;
  const chosen = !!reason.value && !PROMPT.test(reason.value);
  return { reason, submit: reason.submit!, chosen };
}

/** The option of `reason` that `remark` means, or undefined. */
export function reasonOption(remark: string, reason: SeenControl, controls: readonly SeenControl[]): string | undefined {
  const options = (reason.options ?? []).filter((o) => !PROMPT.test(o));
  const said = optionWordsSaid(` ${remark}`, controls, reason.form, new Set(controls.filter((c) => c !== reason))).find((p) => p.control === reason);
  if (said) return said.option;
  // A word said that begins an option's word ("ill" → "Illness"), in one option only.
  const words = remark.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 3);
  const begins = options.filter((o) => o.toLowerCase().split(/[^\p{L}]+/u).some((ow) => ow.length > 3 && words.some((w) => ow.startsWith(w) || stem(ow) === stem(w))));
  if (begins.length === 1) return begins[0];
  const meant = MEANS.filter(([s]) => s.test(remark)).flatMap(([, o]) => options.filter((x) => o.test(x)));
  const distinct = [...new Set(meant)];
  return distinct.length === 1 ? distinct[0] : undefined;
}

/** The programs that choose `option` in the reason control (when not chosen) and press the cancel button. */
function chooseAndSend(form: { reason: SeenControl; submit: string }, option: string | undefined): Program[] {
  const programs: Program[] = [];
  if (option !== undefined && form.reason.value !== option) {
    programs.push(
      form.reason.kind === 'radio'
        ? program({ kind: 'action', name: 'choose', element: query({ description: str(option) }) })
        : program({ kind: 'action', name: 'select', element: query({ description: str(form.reason.label), type: 'dropdown' }), option: literal(option) }),
    );
  }
  programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(form.submit), type: 'button' }) }));
  return programs;
}

/**
 * On a record's cancel page: the reason the turn says and the cancel sent, when the turn says to go
 * on (or `asked`: the cancel was said in the part before). Undefined when the page has no cancel form
 * with a reason, the turn holds back, or neither a reason is read nor one chosen already.
 */
export function reasonSend(text: string, state: DialogueState, asked = false): Program[] | undefined {
  if (HOLD.test(text)) return undefined;
  if (!asked && !GO_ON.test(text)) return undefined;
  const form = cancelForm(state);
  if (!form) return undefined;
  const option = reasonOption(text, form.reason, state.controls ?? []);
  if (option === undefined && !form.chosen) return undefined;
  return chooseAndSend(form, option);
}

/**
 * On a list with cancel controls: "cancel the sunset tour, one of us is ill" → the cancel clause, then
 * the remark marked for the page it opens. Undefined when the turn says no cancel first, says no
 * remark after it, or the page offers no cancel control (or is itself a cancel form).
 */
export function cancelWithRemark(text: string, state: DialogueState, isCommand: (s: string) => boolean): string[] | undefined {
  const t = text.trim();
  const lead = CANCEL_SAID.exec(t);
  if (!lead) return undefined;
  if (cancelForm(state)) return undefined;
  const names = [...(state.page?.links ?? []), ...(state.page?.buttons ?? [])].map((n) => n.replace(/\s+/g, ' ').trim());
  if (!names.some((n) => CANCELS.test(n))) return undefined;
  const after = t.slice(lead[0].length);
  const at = REMARK_AT.exec(after);
  if (!at || at.index < 2) return undefined;
  const clause = t.slice(0, lead[0].length + at.index).trim();
  const remark = after.slice(at.index + at[0].length).replace(/[.!]+$/, '').trim();
  if (!remark || HOLD.test(remark) || isCommand(remark)) return undefined;
  // (The remark must say something a reason can be read from: a word of three letters or more; after a bare comma, a clause of its own — "…, the 10am one" still names the row.)
  if (!/\p{L}{3,}/u.test(remark)) return undefined;
  if (!/\b(?:because|as|since|cause)\b/i.test(at[0]) && !CLAUSE.test(remark)) return undefined;
  return [clause, `${REASON_THERE}${remark}`];
}

/** The marked second part, read on the page the cancel opened. */
export function reasonThere(marked: string, state: DialogueState): TurnPlan {
  const remark = marked.slice(REASON_THERE.length);
  const form = cancelForm(state);
  if (!form) return { kind: 'programs', programs: [] };
  const option = reasonOption(remark, form.reason, state.controls ?? []);
  if (option === undefined && !form.chosen) {
    const options = (form.reason.options ?? []).filter((o) => !PROMPT.test(o));
    return { kind: 'ask', question: `Which reason should I give: ${options.map((o) => `"${o}"`).join(', ')}?`, firm: true };
  }
  return { kind: 'programs', programs: chooseAndSend(form, option) };
}
