/**
 * Say or read (round 15, issue 11): "Tell the user the reference number" asks for a value the page
 * shows; "Tell the user to check their email" asks for a message to be said. The decision belongs
 * to the parser, and it is made from the form of what the telling verb takes:
 *
 * - the telling verb with its addressee ("tell the user", "let the customer know", "inform them of")
 *   followed by a **noun phrase** — a determiner or a possessive, then a few words with no verb in
 *   them (no auxiliary, modal or negation, no subject pronoun, no past-tense head) — names a value:
 *   a ThingTalk `@read` of the element the noun phrase describes (the runtime grounds it and reads
 *   the value beside the label);
 * - followed by an infinitive ("to check …") or a clause ("that the order has shipped", "the
 *   package arrived") it is a message: a `@say` of the message's words.
 *
 * Nothing here lists nouns or values: the words of the noun phrase are never looked at, only the
 * closed classes (determiners, pronouns, auxiliaries) that tell a phrase from a clause.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';

/** The telling verb and its addressee ("let" only with "know": "let me have a look" tells nobody); the complement follows. */
const TELLING = /^(?:(?:please|now|then|finally|also|and)\s*,?\s+)*(?:(?:tell|inform|notify|remind|advise)\s+(?:the\s+|your\s+|a\s+|our\s+)?(?:user|users|customer|customers|client|caller|visitor|person|member|shopper|buyer|them|him|her|me|us)|let\s+(?:the\s+|your\s+|a\s+|our\s+)?(?:user|users|customer|customers|client|caller|visitor|person|member|shopper|buyer|them|him|her|me|us)\s+know)(?:\s+(?:of|about))?\s+(.+)$/i;

/** A label that opens the sentence ("Read to user: …"): the instruction follows it. */
const LEADING_LABEL = /^[^:"“]{1,30}:\s+(?=\S)/;

/** Words that open a noun phrase naming one thing of the user's or the page's. */
const DETERMINER = /^(?:the|their|his|her|your|its|our|my)$/i;

/**
 * Closed-class words a noun phrase does not hold: auxiliaries and modals (a clause's verb),
 * negation, subject and object pronouns, question words and subordinators (a relative "that" may
 * follow a noun: "the code that appears").
 */
const CLAUSAL = new Set(
  'is are was were be been being am has have had do does did will would shall should can could may might must not no never nt i you he she it we they me him us them when where why how if whether because so to'.split(' '),
);

/** "… shown on the page", "… on the screen", "… displayed in the confirmation": where the value is, not what it is. */
const WHERE_SHOWN = /\s+(?:(?:that|which)\s+(?:is|are)\s+)?(?:(?:shown|displayed|listed|given|written|printed|stated|visible|provided|found)\s+)?(?:on|in|at|from)\s+(?:the|this|that|their|your)\s+(?:(?:confirmation|order|result|results|next|final|same)\s+)?(?:page|screen|site|website|window|dialog|message|email|panel|form)$|\s+(?:shown|displayed|listed)(?:\s+(?:there|here|below|above))?$/i;

/** The complement of a telling verb, from the instruction as written; undefined when there is no telling frame. */
export function tellingComplement(text: string): string | undefined {
  const t = text.normalize('NFC').replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().replace(/[.!]+$/, '').replace(LEADING_LABEL, '');
  return TELLING.exec(t)?.[1]?.trim();
}

/** What the telling verb takes: a value named, a message (its words), or neither surely. */
function classify(text: string): { value: string } | { message: string; marked?: boolean } | undefined {
  const complement = tellingComplement(text);
  if (!complement) return undefined;
  // An infinitive or a "that" clause: a message.
  const marked = /^(?:to|that)\s+(.+)$/i.exec(complement);
  if (marked) return { message: marked[1]!.trim(), marked: true };
  const phrase = complement.replace(WHERE_SHOWN, '');
  const words = phrase.split(' ');
  if (!DETERMINER.test(words[0] ?? '')) return undefined;
  const rest = words.slice(1);
  // "the "first name"": the quoted name is the value's.
  const quoted = /^["“]([^"”]+)["”]$/.exec(rest.join(' '));
  if (quoted) return { value: quoted[1]!.trim() };
  const bare = rest.map((w) => w.toLowerCase().replace(/[.,;:!?]+$/, '').replace(/'s$/, '').replace(/n't$/, ''));
  // A clause word (auxiliary, modal, negation, pronoun…) or a past-tense head after a noun: a clause, said as a message.
  // (A participle before the head is a modifier: "the estimated delivery date".)
  if (rest.some((w) => /n't$/i.test(w)) || bare.some((w) => CLAUSAL.has(w)) || (rest.length >= 2 && /[^e]ed$/i.test(bare[bare.length - 1]!))) return { message: complement };
  // Letters only (a digit, a quote, a colon or a comma states a value or joins clauses), one to five words.
  if (rest.length === 0 || rest.length > 5 || !rest.every((w) => /^[\p{L}][\p{L}'-]*$/u.test(w))) return undefined;
  return { value: rest.join(' ') };
}

/**
 * The value a telling instruction names, as the description of the element to read ("Tell the user
 * the reference number shown on the page" → "reference number"); undefined otherwise.
 */
export function namedValue(text: string): string | undefined {
  const c = classify(text);
  return c && 'value' in c ? c.value : undefined;
}

/**
 * The message a telling instruction gives, as its words ("Tell the user to check their email" →
 * "check their email", "… that the order has shipped" → "the order has shipped", "… the gate will
 * open at noon" → "the gate will open at noon"); undefined otherwise.
 */
export function toldMessage(text: string): string | undefined {
  const c = classify(text);
  return c && 'message' in c ? c.message : undefined;
}

/**
 * A telling instruction as its program, given the model's reading of it (`say` or `read`): a value
 * named is a `@read` of it (the model's own read stands: it may carry a place or a type); a message
 * is a `@say` of its words (after the model's read, only one marked by "to" / "that"); undefined
 * when the form decides nothing (the model's reading stands).
 */
export function sayOrRead(text: string, modelAction: 'say' | 'read' = 'say'): Program | undefined {
  const c = classify(text);
  if (!c) return undefined;
  // (A clause after the model's read is left to the model, unless "to" / "that" marks it a message.)
  if ('message' in c) return modelAction === 'say' || c.marked ? program({ kind: 'action', name: 'say', text: c.message }) : undefined;
  return modelAction === 'say' ? program({ kind: 'action', name: 'read', element: query({ description: str(c.value) }) }) : undefined;
}
