/**
 * A form the instruction filled and left unsent (issue 11, round 16): the words of that decision,
 * for `Russ.run` (src/runtime/unsent.ts finds the form and its button on the page).
 *
 * A run that types, chooses or ticks values into a form and ends before any button sends it ends
 * "done" with nothing changed on the site. The instruction's own words say whether it meant the
 * form to be sent: "Sign in with member code … and tick Keep me signed in" (the form's button says
 * "Sign in"), "Book a table … and add the note …" ("Book now"), "… before paying" ("Pay now").
 * So the form's one submit button is pressed at the end when
 *
 * - a verb of the instruction is the button's verb: the head verb of one of its clauses, or a verb
 *   after "before" / "after" / "then" / "and" ("before donating"), compared by root (donate /
 *   donating, log / logging; a button's "Log in", "Sign up", "Check out" keep their particle and
 *   the instruction must say it too, and a verb said with a particle is not the button's plain one:
 *   "Check out" is not "Check availability"); or
 * - the form asks for a search (a GET form: it changes no record) and the instruction's head verb
 *   asks to see something (search, find, show, filter, look for, list).
 *
 * Never when the instruction says the form stays unsent ("don't save it yet", "without
 * submitting", "stop at the review page", "not yet"), nor from words inside quotes (a value).
 *
 * `saidValues` lists what the instruction said as values (quoted text, e-mail addresses, groups of
 * digits, names of two capitalised words or more): the runtime sends the form only when the form
 * holds every one of them (a form half filled — a title or a name the reading did not place — is
 * not sent: sending it would be a wrong action, not a missed one).
 */
import { stem } from './questions.js';

/** Words that keep a form unsent: a negated send, "not yet", "stop at / before", "without …". */
const KEEP_UNSENT = /\b(?:don'?t|do\s+not|dont|never|not\s+yet|without|stop\s+(?:at|before|on|when)|unsaved|unsent|leave\s+it\s+(?:open|unsaved|unsent|there))\b/i;

/** Leading words before a clause's verb. */
const LEAD = /^(?:(?:first|then|now|next|finally|also|please|and|just|so|but)[,\s]+)*/i;

/** Whether the instruction's words keep a form unsent ("but stop at the review page", "don't send it yet"); quoted values aside. */
export function keepsUnsent(instruction: string): boolean {
  return KEEP_UNSENT.test(unquoted(instruction));
}

/** Particles that make a two-word verb of a button ("Log in", "Sign up", "Check out"). */
const PARTICLE = /^(?:in|up|out|on|off|over)$/;

/** Verbs that ask to see something: a search form is for them. */
const SEE_VERB = /^(?:search|find|show|filter|look|list|display|browse|narrow|limit|sort|refine|restrict)$/;

/** Words before a verb that do not change its meaning: "before donating", "then pay". */
const BEFORE_VERB = /^(?:before|after|then|and|to|finally|also)$/;

/** A button's first word that only sends the form; the word after it names what is sent ("Send report", "Place order"). */
const SENDING = /^(?:send|submit|place|confirm|complete|make|request|finish)$/;

/** A verb and a noun of one root ("book" / "booking", "apply" / "application", "enrol" / "enrolment", "report" / "report"): a common beginning of four letters at least that is most of the shorter word (three when it is the whole of it). */
export function sameRoot(verb: string, noun: string): boolean {
  const a = verb.toLowerCase();
  const c = noun.toLowerCase();
  let k = 0;
  while (k < a.length && k < c.length && a[k] === c[k]) k++;
  const short = Math.min(a.length, c.length);
  return k === short ? k >= 3 : k >= 4 && k >= 0.8 * short;
}

const words = (s: string): string[] => s.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}']+/u).filter(Boolean);

/** The instruction without its quoted values. */
const unquoted = (text: string): string => text.replace(/"[^"]*"|“[^”]*”|‘[^’]*’/g, ' ');

/** The head verb (and the word after it) of each clause of the instruction. */
function clauseHeads(text: string): Array<[string, string | undefined]> {
  const out: Array<[string, string | undefined]> = [];
  // (Round 26: and each step's: the runtime joins the steps that filled a form with a newline.)
  for (const part of unquoted(text).split(/[,;.:!?\n]|\s+(?:and|then)\s+|\s+[–—-]\s+/i)) {
    const w = words(part.replace(LEAD, ''));
    if (w[0]) out.push([w[0], w[1]]);
  }
  return out;
}

/**
 * Round 19: verbs that ask for one thing, a button's and a clause's: "Sign up for the newsletter"
 * for "Subscribe", "Join the mailing list" for "Sign up" (each a verb and its particle).
 */
// (Round 26: asking through a message form is sending it — "Ask "…" with your name and email" on a form whose button is "Send".)
const SAME_ASK: ReadonlyArray<readonly string[]> = [['subscribe', 'sign up', 'join', 'register'], ['send', 'ask', 'enquire', 'inquire']];

/** A verb and its particle as said ("sign up", "subscribe"), stemmed: the key of `SAME_ASK`. */
const phraseOf = (w: string, next: string | undefined): string => `${stem(w)}${next && PARTICLE.test(next) ? ` ${next}` : ''}`;
const ASK_GROUP = new Map(SAME_ASK.flatMap((g, i) => g.map((v) => [phraseOf(v.split(' ')[0]!, v.split(' ')[1]), i] as const)));

/** Whether the instruction asks for the form whose submit button is `button` to be sent (`search`: the form is a search, sent with GET). */
export function sendsForm(instruction: string, button: string, search = false): boolean {
  const text = unquoted(instruction);
  if (KEEP_UNSENT.test(text)) return false;
  const b = words(button);
  if (!b.length) return false;
  const verb = stem(b[0]!);
  const particle = b[1] && PARTICLE.test(b[1]) ? b[1] : undefined;
  const heads = clauseHeads(instruction);
  const sameVerb = (w: string, next: string | undefined): boolean => stem(w) === verb && (next && PARTICLE.test(next) ? next : undefined) === particle;
  if (heads.some(([w, next]) => sameVerb(w, next))) return true;
  // (Round 26: a button of two verbs — "Pay and book" — sends with either: the verb after "and" said as a clause's head, "Book … for Daniel Brooks".)
  const second = b.length === 3 && b[1] === 'and' ? stem(b[2]!) : undefined;
  if (second && heads.some(([w]) => stem(w) === second)) return true;
  // (Round 19: a verb that asks for the same thing: "Sign up for the newsletter" / "Subscribe".)
  const group = ASK_GROUP.get(phraseOf(b[0]!, b[1]));
  if (group !== undefined && heads.some(([w, next]) => ASK_GROUP.get(phraseOf(w, next)) === group)) return true;
  const all = words(text);
  for (let i = 1; i < all.length; i++) if (BEFORE_VERB.test(all[i - 1]!) && /ing$/.test(all[i]!) && sameVerb(all[i]!, all[i + 1])) return true;
  // (Round 18: any clause that narrows or orders the list — "Reset the filters and sort by newest first".)
  return search && heads.some(([w]) => SEE_VERB.test(w));
}

/**
 * Round 17: whether the instruction asks for the form whose submit button is `button` to be sent
 * by naming what the button sends rather than its verb: the first clause's verb is the noun after a
 * sending word ("Report a missed bin" / "Send report", "Order …" / "Place order"), or a verb that
 * asks for a thing names what the button names ("Get a price" / "See prices"). Weaker than
 * `sendsForm`: the runtime sends so only a form whose every menu the run set.
 */
export function sendsByNoun(instruction: string, button: string): boolean {
  const text = unquoted(instruction);
  if (KEEP_UNSENT.test(text)) return false;
  const b = words(button);
  const heads = clauseHeads(instruction);
  if (!b.length || !heads.length) return false;
  // (Round 17: a task's verb that is the noun a sending button names — "Report a missed bin …" for
  // "Send report", "Order a replacement bin" for "Place order", "Apply for …" for "Submit application".)
  // ("Get a price for …" for "See prices": a verb that asks for a thing, and that thing is what the button names.)
  const asked = /^(?:get|request|ask|obtain)$/.test(heads[0]?.[0] ?? '') ? words(text.replace(LEAD, '')).slice(1).filter((w) => !/^(?:a|an|the|my|our|your|some|for|me|us)$/.test(w))[0] : undefined;
  if (asked && b.some((n) => sameRoot(asked, n))) return true;
  return SENDING.test(b[0]!) && b.length >= 2 && b.slice(1).some((n) => sameRoot(heads[0]![0], n));
}

/**
 * Round 19: whether the instruction asks for a form by the heading it is under, which says the task
 * the form does: a clause's head verb (and its particle) is the heading's first word ("Leave the
 * parcel in the garage" under "Leave it in a safe place", whose button says "Save safe place").
 * A heading of one word is a name, not a task; a verb that asks to see is a search's. As weak as
 * `sendsByNoun`: the runtime sends so only a form whose every menu the run set.
 */
export function sendsByTitle(instruction: string, title: string | undefined): boolean {
  const t = title ? words(title) : [];
  if (t.length < 2 || KEEP_UNSENT.test(unquoted(instruction))) return false;
  const particle = t[1] && PARTICLE.test(t[1]) ? t[1] : undefined;
  return clauseHeads(instruction).some(([w, next]) => !SEE_VERB.test(w) && stem(w) === stem(t[0]!) && (next && PARTICLE.test(next) ? next : undefined) === particle);
}

/** Round 21: verbs that change a record the page shows ("Move this booking to …", "Lower the excess to £50", "Take off the pet hair removal", "stop the offer emails"). */
const CHANGE_VERB = /^(?:move|change|update|set|lower|raise|increase|reduce|decrease|switch|swap|reschedule|extend|shorten|edit|amend|adjust|upgrade|downgrade|rename|add|remove|take|drop|stop|start|turn)$/;

/** Round 21: a button's first word that saves a change to a record ("Save changes", "Update add-ons", "Apply"). */
const SAVING = /^(?:save|update|apply|amend)$/;

/**
 * Round 21: whether the instruction asks for a change to a record to be saved: every clause's head
 * verb changes something (move, change, lower, add, take off, …) and the form's one button saves
 * ("Save changes", "Update add-ons"). The change is the task; a change left unsaved is not done.
 * The runtime sends so only a record's form (sent with POST) whose menus all show a real option and
 * that holds every value said.
 */
export function sendsByChange(instruction: string, button: string): boolean {
  const text = unquoted(instruction);
  if (KEEP_UNSENT.test(text)) return false;
  const b = words(button);
  const heads = clauseHeads(instruction);
  return b.length > 0 && SAVING.test(b[0]!) && heads.length > 0 && heads.every(([w]) => CHANGE_VERB.test(w));
}

/** The values an instruction says: quoted text, e-mail addresses, groups of digits (outside quotes and addresses), names of two capitalised words or more (not a clause's first word). */
export function saidValues(instruction: string): { quoted: string[]; emails: string[]; digits: string[]; names: string[] } {
  const quoted = [...instruction.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((m) => (m[1] ?? m[2]!).trim()).filter(Boolean);
  const rest = unquoted(instruction);
  const emails = rest.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
  const plain = instruction.replace(/"[^"]*"|“[^”]*”|‘[^’]*’/g, ' , ').replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
  // (Round 21: a time said with am / pm is held as the 12-hour or the 24-hour clock: "3pm" is "3" typed or "15:00" chosen — "3|15".)
  const clock = (h: string, m: string | undefined, pm: boolean): string => `${Number(h) % 12 + (pm ? 12 : 0)}${m ?? ''}`.padStart(m ? 4 : 1, '0');
  const digits = [...plain.matchAll(/\b(\d{1,2})(?:[:.](\d\d))?\s*([ap])\.?m\b\.?|\d+/gi)].flatMap((m) => (m[3] && Number(m[1]) <= 12 ? [`${m[1]}${m[2] ?? ''}|${clock(m[1]!, m[2], m[3].toLowerCase() === 'p')}`] : m[0].match(/\d+/g) ?? []));
  const names: string[] = [];
  for (const part of plain.split(/[,;.:!?()\n]|\s+[–—-]\s+/)) {
    const w = part.trim().split(/\s+/);
    // A clause's first word is capitalised as a sentence's is: not a name's.
    for (let i = 1; i < w.length; i++) {
      let j = i;
      while (j < w.length && /^\p{Lu}[\p{L}'’&-]*$/u.test(w[j]!)) j++;
      if (j - i >= 2) names.push(w.slice(i, j).join(' '));
      i = j;
    }
  }
  return { quoted, emails, digits, names };
}
