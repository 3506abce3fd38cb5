/**
 * Round 27: values said in an earlier turn as a remark — "My name's Alicia Moreno.", "Phone, 07700
 * 900458.", "Her name is Maple, she's a Spaniel.", "It's Luna, the Labrador." — typed into the form
 * on the page when it has the field, and kept for the send when the form is sent later ("Okay, book
 * it.", "Express delivery, and pay.", "Send it to …, and place the order.").
 *
 * - **`remarkDetails`** (a turn of its own): one value of a person's kind (a name, a phone, an
 *   e-mail; src/parser/details.ts `detailsIn`) said with nothing but its lead-in words ("my name's",
 *   "phone,", "my number is", "it's"): the value into the one empty field of its kind among the
 *   page's forms that post. Nothing is pressed.
 * - **`detailsAtSend`**: a plan that ends by pressing a form's own button gets, before the press,
 *   the person's details the form's flow said (latest per kind) for the form's empty fields of their
 *   kind that the plan sets nothing in — as round 17's `sendTurn` does for a send said alone, now for
 *   every send (a send said with an address or a choice beside it).
 * - **`dependantAtSend`**: a form about someone else (a label "<someone>'s name", not "your": "Dog's
 *   name", "Child's name") takes a one-word name said of them as a remark ("It's Luna, the
 *   Labrador.", "she's called Maple", "her name is Maple"), and the form's box right after that name
 *   box, a free-text box of no person's kind ("Breed"), the capitalised words said of them after an
 *   article ("she's a Spaniel", "the Labrador").
 *
 * Nothing here presses a button: only a send the turn asked for takes the values. Page structure
 * (the form's fields, their kinds and order, which forms post) and general English (lead-in words,
 * articles, pronouns); no word of a site.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { cancelForm, GO_ON, HOLD, reasonOption, reasonSend } from './cancel-reason.js';
import type { DialogueState, SeenControl } from './context.js';
import { detailsIn, fieldKindOf, placeDetails, type Detail, type DetailKind } from './details.js';

import { pressedForm, THEIR_LABEL } from './carry-send.js';
export { earlierOff } from './carry-send.js';

/** Kinds a remark may give alone. */
const REMARK_KINDS: ReadonlySet<DetailKind> = new Set(['name', 'phone', 'email']);
/** A person's kinds carried at the send. */
const CARRIED_KINDS: ReadonlySet<DetailKind> = new Set(['name', 'first', 'last', 'email', 'phone', 'postcode', 'street', 'city']);
/** Words a remark may say around its one value: lead-ins and the kind's own nouns. */
const LEAD_WORDS = new Set(
  'oh and so ok okay right well also um er my our the a an it its it’s it\'s is i i\'m i’m im am name name\'s name’s names full phone phone\'s phone’s mobile mobile\'s mobile’s number number\'s number’s tel telephone email email\'s email’s e mail e-mail address contact me you can reach on at use that this here please thanks'.split(
    ' ',
  ),
);

/** Lead-in words that say a name is the user's own: "my name's …", "I'm …", "Name: …". */
const SELF_NAME = new Set(['my', 'name', "name's", 'names', "i'm", 'im', 'i', 'am']);

/** A sentence said of the user: "I'm …", "my number is …", "me". */
const FIRST_PERSON = /\b(?:I|I['’]m|my|me|mine)\b/i;

const labelOf = (c: SeenControl): string => (c.label || c.hint || '').trim();
const enter = (c: SeenControl, value: string): Program => program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(labelOf(c)), type: 'input' }) });

/** The empty boxes of the page's posting forms a person's value of `kind` goes into (a name: the name box, or first and last). */
function boxesFor(kind: DetailKind, controls: readonly SeenControl[]): SeenControl[] {
  return controls.filter((c) => {
    if (c.kind !== 'text' || c.value || !c.posts || !labelOf(c)) return false;
    const k = fieldKindOf(c)?.kind;
    return k === kind || (kind === 'name' && (k === 'first' || k === 'last'));
  });
}

/**
 * "My name's Alicia Moreno.", "Phone, 07700 900458.", "My number is 07700 900612": one value of a
 * person's kind with only lead-in words around it — the value into the page's one posting form with
 * an empty field of its kind. Undefined otherwise (several values are a run: details.ts reads those).
 */
export function remarkDetails(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const text = utterance.trim();
  if (/\?\s*$/.test(text)) return undefined;
  const found = detailsIn(text);
  if (found.length !== 1 || !REMARK_KINDS.has(found[0]!.kind)) return undefined;
  const d = found[0]!;
  const rest = (text.slice(0, d.index) + ' ' + text.slice(d.index + d.length)).toLowerCase().replace(/[’]/g, "'");
  const around = rest.split(/[^\p{L}'-]+/u).filter(Boolean);
  if (around.some((w) => !LEAD_WORDS.has(w))) return undefined;
  // (A name alone is no introduction — "Click Home", "Ann Lee." name a control or a choice —: only one said as the user's name, "my name's …", "I'm …", "name, …".)
  if (d.kind === 'name' && !around.some((w) => SELF_NAME.has(w))) return undefined;
  const boxes = boxesFor(d.kind, controls);
  if (!boxes.length || new Set(boxes.map((c) => c.form)).size !== 1) return undefined;
  const placed = placeDetails([d], boxes)?.placed ?? [];
  return placed.length ? placed.map((x) => enter(x.control, x.value)) : undefined;
}


/** A label "<someone>'s name" that is not the user's ("Dog's name", "Child's full name"). */
const isTheirName = (c: SeenControl): boolean => {
  const m = THEIR_LABEL.exec(`${c.label} ${c.hint ?? ''}`);
  return c.kind === 'text' && !!m && !/^(?:your|my|our)$/i.test(m[1]!);
};

const ONE_NAME = String.raw`(\p{Lu}\p{Ll}+)`;
/** A one-word name said of someone as a remark ("It's Luna, the Labrador.", "she's called Maple", "this is Otis"), or a name after "her name is" ("her name's Isla Moreno"). */
const THEIR_ONE_NAME = new RegExp(
  String.raw`^(?:(?:[Oo]h|[Oo]k(?:ay)?|OK|[Ss]o|[Aa]nd|[Rr]ight|[Yy]es|[Ww]ell)[,\s]+)*(?:[Ii]t['’]s|[Ii]t is|[Tt]his is|[Tt]hat['’]s|(?:[Ss]he|[Hh]e)['’]s called|(?:[Ss]he|[Hh]e) is called|[Cc]alled|[Nn]amed)\s+${ONE_NAME}\b(?!\s+\p{Lu})|\b(?:[Hh]er|[Hh]is|[Tt]heir)\s+name(?:['’]s|\s+is)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2})\b`,
  'u',
);
/** Words that begin sentences or say no one: never a name. */
const NOT_A_NAME = /^(?:I|It|This|That|The|A|An|She|He|They|We|You|Yes|No|Okay|Ok|Oh|Here|There|Fine|Great|Mine|Ours|Done|Ready|Good|Perfect|Sorry|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;
/** What is said of them after an article: "she's a Spaniel", "the Labrador", "a Jack Russell". */
const DESCRIBED = /(?:\b(?:[Ss]he|[Hh]e|[Ii]t)['’]s\s+an?\s+|\b(?:[Ss]he|[Hh]e|[Ii]t)\s+is\s+an?\s+|,\s*(?:the|an?)\s+)(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2})\s*(?=[.,!;]|$)/u;

/**
 * The name of someone the form is about, and what is said of them, from the flow's remarks (latest
 * first): "It's Luna, the Labrador." → Luna, Labrador.
 */
function theirRemark(flow: readonly string[]): { name: string; described?: string } | undefined {
  for (const u of [...flow].reverse()) {
    const t = u.trim();
    if (/\?\s*$/.test(t)) continue;
    const m = THEIR_ONE_NAME.exec(t);
    const name = m ? (m[1] ?? m[2])! : undefined;
    if (!name || NOT_A_NAME.test(name)) continue;
    const d = DESCRIBED.exec(t.slice(m!.index + m![0].length));
    return { name, ...(d ? { described: d[1]! } : {}) };
  }
  return undefined;
}

/**
 * "It's Luna, the Labrador.", "Her name is Maple, she's a Spaniel." said on the form about them: the
 * name into the page's one empty "<someone>'s name" box of a form that posts, and what was said of
 * them into the box right after it (a free-text box of no person's kind). Nothing is pressed.
 */
export function remarkAboutThem(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const theirs = controls.filter((c) => c.posts && isTheirName(c) && !c.value);
  if (theirs.length !== 1) return undefined;
  const said = theirRemark([utterance]);
  if (!said) return undefined;
  const box = theirs[0]!;
  const out = [enter(box, said.name)];
  const mine = controls.filter((c) => c.form === box.form);
  const next = mine[mine.indexOf(box) + 1];
  if (said.described && next && next.kind === 'text' && !next.value && !next.multiline && labelOf(next) && !fieldKindOf(next)) out.push(enter(next, said.described));
  return out;
}

/**
 * The steps that put the flow's earlier remarks into the form whose button `programs` ends by
 * pressing, before that press: a person's details (name, phone, e-mail, address) for the form's empty
 * fields of their kind, the name of someone the form is about and what was said of them. `programs`
 * unchanged (undefined) when nothing is carried.
 */
export function earlierAtSend(programs: readonly Program[], controls: readonly SeenControl[], flow: readonly string[]): Program[] | undefined {
  // (The form of a posting control; controls of one form share whether it posts.)
  const sent = flow.length ? pressedForm(programs, controls.filter((c) => c.posts)) : undefined;
  if (!sent) return undefined;
  const { last, form, set } = sent;
  const mine = controls.filter((c) => c.form === form);
  const open = mine.filter((c) => c.kind === 'text' && !c.value && labelOf(c) && !set.has(labelOf(c).toLowerCase()));
  const added: Array<{ c: SeenControl; value: string }> = [];
  // A person's details the flow said, latest per kind, into the open fields of their kind.
  // (A form that also asks about someone else — a "<someone>'s name" box, or two boxes of one kind, "Recipient's email" and "Your email" —
  // takes only what a sentence said of the user: "I'm …", "my number is …"; never a value said after "for" or "to": "It's for Hannah Reid",
  // "send it to hannah@…" are the other person's.)
  const kinds = mine.map((c) => fieldKindOf(c)?.kind).filter(Boolean);
  const others = mine.some(isTheirName) || kinds.some((k, i) => kinds.indexOf(k) !== i);
  const memory = new Map<DetailKind, Detail>();
  // (Words that are an option of the form's choices name that choice, not a person: "The Old Mill one, please." — as sendTurn reads them.)
  const plain = (x: string): string => x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const options = new Set(mine.flatMap((c) => c.options ?? []).map(plain));
  for (const u of [...flow].reverse())
    for (const sentence of u.split(/(?<=[.!?;])\s+/).reverse()) {
      if (/\?\s*$/.test(sentence) || (others && !FIRST_PERSON.test(sentence))) continue;
      for (const d of detailsIn(sentence))
        if (CARRIED_KINDS.has(d.kind) && !memory.has(d.kind) && !options.has(plain(d.value)) && !/\b(?:for|to)\s+$/i.test(sentence.slice(0, d.index))) memory.set(d.kind, { ...d, index: -1, length: 0 });
    }
  const personal = open.filter((c) => !isTheirName(c) && CARRIED_KINDS.has(fieldKindOf(c)?.kind as DetailKind));
  if (memory.size && personal.length) {
    const placed = placeDetails([...memory.values()], personal)?.placed ?? [];
    for (const x of placed) if (x.control.form === form) added.push({ c: x.control, value: x.value });
  }
  // Someone the form is about: their name box, and the box right after it of no person's kind.
  const theirs = mine.filter(isTheirName);
  if (theirs.length === 1) {
    const said = theirRemark(flow);
    if (said) {
      if (open.includes(theirs[0]!)) added.push({ c: theirs[0]!, value: said.name });
      const next = mine[mine.indexOf(theirs[0]!) + 1];
      if (said.described && next && open.includes(next) && !next.multiline && !fieldKindOf(next) && !added.some((x) => x.c === next)) added.push({ c: next, value: said.described });
    }
  }
  if (!added.length) return undefined;
  const order = new Map(controls.map((c, i) => [c, i]));
  added.sort((a, b) => order.get(a.c)! - order.get(b.c)!);
  return [...programs.slice(0, -1), ...added.map((x) => enter(x.c, x.value)), last];
}

/**
 * On a record's cancel page (src/parser/cancel-reason.ts's form: a reason control, a cancel button):
 * a remark that gives the reason and does not say to go on ("She's poorly, so say the dog is
 * unwell.") chooses the reason it means; nothing is sent. Undefined when the page has no such form,
 * a reason is chosen already, the turn asks, holds back or says to go on, or no option is meant.
 */
export function reasonRemark(text: string, state: DialogueState): Program[] | undefined {
  const t = text.trim();
  if (/\?\s*$/.test(t) || HOLD.test(t) || GO_ON.test(t)) return undefined;
  const form = cancelForm(state);
  if (!form || form.chosen) return undefined;
  const option = reasonOption(t, form.reason, state.controls ?? []);
  if (option === undefined) return undefined;
  return [
    form.reason.kind === 'radio'
      ? program({ kind: 'action', name: 'choose', element: query({ description: str(option) }) })
      : program({ kind: 'action', name: 'select', element: query({ description: str(form.reason.label), type: 'dropdown' }), option: literal(option) }),
  ];
}

/**
 * "Yes, cancel it." on the cancel page after a turn that gave the reason as a remark: the reason read
 * from that turn, then the cancel (reasonSend over the two turns' words; the go-on must be this
 * turn's own). Undefined when this turn does not say to go on, or holds back.
 */
export function reasonSaidBefore(text: string, state: DialogueState): Program[] | undefined {
  const t = text.trim();
  if (!GO_ON.test(t) || HOLD.test(t)) return undefined;
  const before = (state.said ?? state.executed.map((x) => x.utterance)).at(-1);
  if (!before || /\?\s*$/.test(before.trim())) return undefined;
  return reasonSend(`${before.trim()} ${t}`, state);
}

/** A token that looks like a code: capital letters and digits, both, four characters or more ("GLOW10", "SAVE-15"). */
const CODE_TOKEN = /(?<![\p{L}\p{N}-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]{2,}[A-Z0-9](?![\p{L}\p{N}-])/gu;
/** Words a code's remark may say around it. */
const CODE_WORDS = new Set(
  "oh and so ok okay also um well i i've ive i'm we we've have has got a an the my our this that it it's its is here here's there's use using apply try with please code codes promo promotional discount voucher coupon gift offer".split(' '),
);

/**
 * "Oh, I have a code. GLOW10.", "Here's my discount code: SAVE15": the token that looks like a code
 * (capital letters and digits, both), never the words before it, into the page's one empty box whose
 * label says "code" (not a postcode, not a member's or card's number); then that form's button when
 * the box is its form's only box (a code's own form, "Apply"). Undefined when the turn says other
 * words, or the page has no such box or several.
 */
export function codeRemark(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const t = utterance.trim();
  if (/\?\s*$/.test(t)) return undefined;
  const tokens = [...t.matchAll(CODE_TOKEN)];
  if (tokens.length !== 1) return undefined;
  const code = tokens[0]![0];
  const rest = (t.slice(0, tokens[0]!.index) + ' ' + t.slice(tokens[0]!.index! + code.length)).toLowerCase().replace(/[’]/g, "'");
  const words = rest.split(/[^\p{L}'-]+/u).filter(Boolean);
  if (!words.includes('code') || words.some((w) => !CODE_WORDS.has(w))) return undefined;
  const boxes = controls.filter((c) => c.kind === 'text' && !c.value && /\bcode\b/i.test(`${c.label} ${c.hint ?? ''}`) && !fieldKindOf(c));
  if (boxes.length !== 1) return undefined;
  const box = boxes[0]!;
  const out = [enter(box, code)];
  const alone = !controls.some((c) => c !== box && c.form === box.form && c.form !== undefined && (c.kind === 'text' || c.kind === 'number' || c.kind === 'date' || c.kind === 'select'));
  if (box.submit && box.form !== undefined && alone) out.push(program({ kind: 'action', name: 'click', element: query({ description: str(box.submit), type: 'button' }) }));
  return out;
}
