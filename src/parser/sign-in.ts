/**
 * Round 27: signing in said as a clause of a task (round 22's reading, dropped in 62758b5, again —
 * now with the page's sign-in form read by structure in src/runtime/sign-in-form.ts).
 *
 * "Sign in", "Sign in with your details", "Log in with your email and password", "Sign in with
 * jo@example.com and the password Blue-Kettle-42", "Sign in as jo@example.com with password
 * Blue-Kettle-42", "Sign in with "lee@example.com" and "pa55word"", and any of them followed by the
 * task's next clause ("Sign in and find out when …", which the clause splitter keeps whole). The
 * sentence parser, which does not see the page, reads "the password Blue-Kettle-42" as a box's name
 * and "your details" as one value, and "Sign in" alone ties between a nav's link and the form's
 * button: here the clause is *the sign-in form*, filled with what was said (else the user's own
 * values, by the boxes' names) and sent by its own button.
 *
 * General words only ("sign in", "log in", "password", "details", "credentials", "with", "as").
 */
import { contentWordsOf } from './commit-words.js';

export interface SignInSaid {
  /** Who signs in, as said (an e-mail address, a quoted value, a number); undefined: the user's own. */
  who?: string;
  /** The password, as said; undefined: the user's own. */
  password?: string;
  /** The words after the sign-in: a clause of the task of its own ("find out when your holiday stop ends"). */
  rest?: string;
  /** The clause's own words up to its rest ("Sign in"). */
  head: string;
}

const LEAD = String.raw`^\s*(?:(?:first|then|now|next|please|and),?\s+)*`;
/** The verb, and "to your account" after it. */
const VERB = new RegExp(`${LEAD}(?:sign|log)\\s*-?\\s*(?:in|on)(?:\\s+(?:to|into)\\s+(?:your|my|the)\\s+(?:online\\s+)?account)?(?![\\p{L}\\p{N}-])`, 'iu');
/** The user's own details however said: "with your details", "using my email and password", "with your customer ID and password". */
const OWN = /^[\s,]*(?:with|using)\s+(?:your|my)\s+(?:(?:usual|own|saved|account|login|log-in|sign-in)\s+)?(?:details|credentials|login|[\p{L}\p{N} -]*?\b(?:password|passcode|pin))(?![\p{L}\p{N}])/iu;
/** A value said: quoted, or one run of characters with no space. */
const VALUE = String.raw`(?:"([^"]+)"|“([^”]+)”|'([^']+)'|([^\s"“”,;]+?))`;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
/** "with <who> and (the) password <pw>" (or "PIN", "passcode"), "as <who> with (the) password <pw>", "with (my) email <who> and password <pw>". */
const WHO_PASSWORD = new RegExp(String.raw`^[\s,]*(?:with|as|using)\s+(?:(?:the|my|your)\s+)?(?:[\p{L} -]{1,30}?\s+)??${VALUE}\s*,?\s+(?:and|with|using)\s+(?:(?:the|my|your|a)\s+)?(?:password|passcode|pin)\s+(?:is\s+|of\s+)?${VALUE}(?=[\s,.;!]|$)`, 'iu');
/** "with "X" and "Y"": both quoted. */
const TWO_QUOTED = /^[\s,]*(?:with|using)\s+(?:"([^"]+)"|“([^”]+)”)\s+and\s+(?:"([^"]+)"|“([^”]+)”)/iu;
/** What may join the rest of the task to the sign-in. */
const JOIN = /^[\s,.;]*(?:(?:and\s+)?then|and|after that|,)\s*,?\s*/i;

const first = (m: RegExpExecArray, from: number, n: number): string | undefined => {
  for (let i = from; i < from + n; i++) if (m[i] !== undefined) return m[i];
  return undefined;
};

/**
 * The sign-in a clause says, or undefined when it says none (its first words are no "sign in" /
 * "log in"), or says more about who signs in than this reading knows ("sign in with the code from
 * your text message").
 */
export function signInSaid(text: string): SignInSaid | undefined {
  const verb = VERB.exec(text);
  if (!verb) return undefined;
  let tail = text.slice(verb[0].length);
  const out: { who?: string; password?: string } = {};
  let m: RegExpExecArray | null;
  if ((m = OWN.exec(tail))) tail = tail.slice(m[0].length);
  else if ((m = WHO_PASSWORD.exec(tail))) {
    const who = first(m, 1, 4)!;
    // (Who signs in is a value: an e-mail address, a quoted value, or a word with a digit — not "your email".)
    if (!(EMAIL.test(who) || m[1] || m[2] || m[3] || /\d/.test(who))) return undefined;
    out.who = who;
    out.password = first(m, 5, 4)!.replace(/[.!]+$/, '');
    tail = tail.slice(m[0].length);
  } else if ((m = TWO_QUOTED.exec(tail))) {
    out.who = (m[1] ?? m[2])!;
    out.password = (m[3] ?? m[4])!;
    tail = tail.slice(m[0].length);
  }
  const head = text.slice(0, text.length - tail.length).trim();
  if (/^[\s,.;!]*$/.test(tail)) return { ...out, head };
  const join = JOIN.exec(tail);
  // (Anything else said of the sign-in — "with the code …", "using Google" — is not this reading's.)
  if (!join || !join[0].trim()) return undefined;
  const rest = tail.slice(join[0].length).replace(/[\s.!]+$/, '').trim();
  return rest ? { ...out, head, rest } : { ...out, head };
}

/** The one link of a page that signs in ("Sign in", "Log in", "Login", "Sign-in"), by its whole name; undefined when none or two different ones. */
export function signInLink(links: readonly string[]): string | undefined {
  const named = [...new Set(links.map((l) => l.trim()).filter((l) => /^(?:(?:sign|log)\s*-?\s*(?:in|on)|login|signin)$/i.test(l)))];
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Whether a later clause of the task names a control of the sign-in form other than who signs in
 * and the password ("tick Remember my customer number first"): then the form is not this reading's
 * to send — the clauses that name its controls fill it, and its button is pressed when they say so.
 */
export function namesFormControl(later: readonly string[], labels: readonly string[]): boolean {
  const said = new Set(later.flatMap((t) => contentWordsOf(t)));
  return labels.some((l) => {
    const words = contentWordsOf(l);
    return words.length > 0 && words.every((w) => said.has(w));
  });
}
