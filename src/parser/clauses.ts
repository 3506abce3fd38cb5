/**
 * Clause splitting, the parser's first stage: an instruction that holds several sentences or
 * several actions ("Enter your email and password, then click Sign in", "Type "Bob" in the text
 * field and press Submit") is cut into clauses, each parsed on its own; the programs form a
 * sequence. Deterministic, like entity extraction: the joints are sentence ends, ", then",
 * "; then", " and then", and " and " / ", and " before another action verb — not "Terms and
 * Conditions" — and ", " before an action verb after a clause that begins with one ("Enter X as
 * the Name, type Y in the Message box"). Action verbs include everyday ones ("… and save", ", hide
 * your birthday", ", show only …"), in lower case so that "Click Save and Close" stays one name. Domains ("Go to Example.com."), URLs, decimals, quoted text and common
 * abbreviations ("e.g.", "Dr.") are never split.
 */
const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'mr', 'mrs', 'ms', 'dr', 'st', 'no', 'approx', 'min', 'max', 'sec', 'fig', 'inc', 'ltd', 'co',
  'jr', 'sr', 'u.s', 'u.k', 'dept', 'est', 'p.m', 'a.m', 'pp', 'vol', 'ca', 'cf', 'resp',
]);
/**
 * The joints of a compound step: ", then", "; then", " and then", and " and " / ", and " before
 * another UI verb ("Enter your passcode and click Log In") — not "Terms and Conditions".
 */
const ACTION_VERB = String.raw`(?:click|tap|press|hit|select|choose|pick|enter|type|go to|go back|navigate|open|check|uncheck|tick|untick|read|tell|ask|scroll|fill in|fill out|submit|sort by|sort the|search for|wait|switch to|close (?:this|the|that) (?:browser )?tab|set the)\b`;
/**
 * Everyday verbs of web tasks ("Add your phone number and save", "Make your profile private, hide
 * your birthday, and save", "Search for lamps, show only items on sale, and sort by rating").
 * Words that are also nouns count only with what follows them as a verb ("show only", "set the",
 * "turn off"). After a joint they must be in lower case: "Save and Add Another", "Click Add and
 * Remove" are button names, not two actions (see `everydayJointIsName`).
 */
const EVERYDAY_VERB = String.raw`(?:save|add|remove|delete|hide|apply|replace|upload|download|subscribe|unsubscribe|empty|lower|raise|increase|decrease|reduce|buy|write|send|include|exclude|mark (?:it|this|them|the|as)|put (?:it|the|your|my|a|an|down|\S+\s+(?:as|in|into|for)\b)|place (?:it|the|your|my|an)|opt (?:in|out)|sign (?:in|up|out)|log (?:in|out|on)|show (?:only|me|the|all|just|my|your|items|results)|only show|filter (?:by|the|for|results|to)|sort (?:it|them|results|items|everything)|set (?:it|your|my|a|an|up)|switch (?:on|off|it|the|your|back)|turn (?:on|off|up|down|it|the|your)|make (?:it|the|your|my|sure|a|this)|change (?:it|the|your|my)|clear (?:it|the|your|all)|fill (?:it|them)|book (?:it|a|an|the|your|now)|pay (?:it|now|the|your|for|by|with)|order (?:it|them|now|this)|reserve (?:it|a|an|the|your|now)|cancel (?:it|the|your|my)|edit (?:it|the|your|my)|continue|proceed|finish|confirm(?!\s+(?:your\s+|the\s+|new\s+)*(?:password|e-?mail|pin|passcode)\b)|accept (?:the|all|our|their|your|my)|agree (?:to|with)|answer|rate (?:the|it|your|this|us|my)|request (?:the|a|an|your|my)|get (?:my|your|the|a)|describe (?:it|the|your|what)|(?:allow|block|unblock|enable|disable)(?=\s+(?:the|your|my|all)\b|\s+\S+\s+\S)|close (?:it|this|that)(?!\s+(?:browser\s+)?tab\b)|move (?:the|it|your|my)|find (?:the|a|an|your|my)|report(?=\s+\S)|track(?=\s+\S)|review (?:it|them|everything|the|your|my)|go on|move on|search(?=\s+[a-z]))\b`;
/**
 * A clause by its shape, whatever its verb: a word, then a value in quotes or one with a digit or
 * "@", then where it goes ("use "Tanaka" for the last name", "give 0161 496 0000 as my phone",
 * "pop 4 in the guests box"): the verbs of placing a value are too many to list.
 */
const PLACING = String.raw`(?!(?:the|a|an|and|or|with|to|of|in|for|as|at|on|by|from|is|are|was|be)\s)[a-z]+\s+(?:"[^"]+"|“[^”]+”|[^\s"“]*[\d@][^\s"“]*)\s+(?:as|in|into|for)\s+(?:the|my|your|our|his|her|their)\b`;
const JOINT_VERB = String.raw`(?:${ACTION_VERB}|${EVERYDAY_VERB}|${PLACING})`;
/** A comma joint (", type …") counts only after a clause that itself begins with an action verb ("Enter X as the Name, type Y …"), not after "To continue," or "If asked,". */
const COMMA_VERB = String.raw`,\s+(?=${JOINT_VERB}\s+\S)`;
/** A semicolon before an action verb ("The name is Lena Berg; select Garden Suite …") ends a clause whatever began it. */
const SEMICOLON_VERB = String.raw`;\s*(?=${JOINT_VERB}\s+\S)`;
/** A colon before an action verb ("On order 12, request a refund: choose Damaged …") ends the clause that names what the next acts in. */
const COLON_VERB = String.raw`:\s*(?=${JOINT_VERB}\s+\S)`;
const THEN = new RegExp(String.raw`(?:,|;)\s*(?:and\s+)?then\s+|\s+and\s+then\s+|,?\s+and\s+(?=${JOINT_VERB}(?:\s+\S|[.!]?$))|${SEMICOLON_VERB}|${COLON_VERB}|${COMMA_VERB}`, 'gi');
// A clause led by a container phrase ("Under Evening walk, choose Ben Archer") is verb-led too: the phrase only says where.
/** Verbs that are also nouns, but begin a clause as verbs when they begin a sentence ("Edit Ana's details, select …", "Change Monday to 6 hours, type …"). */
const LEADING_VERB = String.raw`(?:edit|change|update|add|remove|delete|set|move|give|book|cancel|replace|clear|put|make|show|turn|switch)\s+\S`;
// So is one led by the thing it acts on ("For the pass of Ana, renew it, pick …", "On order 12, cancel it, …"): any lower-case word after that phrase's comma is the verb.
const VERB_LED = new RegExp(String.raw`^(?:(?:(?:under|in|inside|within)\s+(?:"[^"]*"|“[^”]*”|[^,"“])+,\s*)?(?:(?:first|then|now|next|finally|please),?\s+)?(?:${JOINT_VERB}|${LEADING_VERB})|(?:for|on)\s+(?:"[^"]*"|“[^”]*”|[^,"“])+,\s*(?:(?:first|then|now|please)\s+)?[a-z]+\s+\S)`, 'i');
const ACTION_VERB_AT = new RegExp(String.raw`^${ACTION_VERB}`, 'i');
const EVERYDAY_AT = new RegExp(String.raw`^${EVERYDAY_VERB}`, 'i');
const JOINT_AT = new RegExp(String.raw`^${JOINT_VERB}`, 'i');
const PLACING_AT = new RegExp(String.raw`^${PLACING}`, 'i');

/**
 * Whether an " and <everyday verb>" / ", <everyday verb>" joint is part of a name: the verb after
 * the joint is capitalised ("Click Save and Close", "Add and Remove programs"), or the word before
 * it is a capitalised everyday verb ("Click Save and add another").
 */
function everydayJointIsName(before: string, after: string): boolean {
  if (ACTION_VERB_AT.test(after) || !EVERYDAY_AT.test(after)) return false;
  const capitalised = (w: string): boolean => /^\p{Lu}\p{Ll}/u.test(w);
  if (capitalised(after)) return true;
  // "Click Continue and confirm the transfer": a lower-case verb with its own object ("the", "your", "it") is a step of its own.
  if (/^\p{L}+\s+(?:the|your|my|our|it|this|that|them)\b/iu.test(after)) return false;
  const last = /(\p{L}+)\s*$/u.exec(before)?.[1] ?? '';
  return capitalised(last) && EVERYDAY_AT.test(last.toLowerCase());
}


const OPEN_BROWSER = /^(?:(?:first|then|now),?\s+)?(?:open|launch|start|fire up)\s+(?:up\s+)?(?:your|a|the)\s+(?:web\s+)?browser$/i;

/** Cut an instruction into its clauses (one, when it asks for one action). */
export function splitClauses(text: string): string[] {
  const out: string[] = [];
  for (const sentence of splitSentences(text)) for (const part of splitThen(sentence)) for (const one of splitGapped(part)) if (one.trim()) out.push(one.trim());
  return out.length ? out : [text];
}

/** Ranges of quoted text, which is never split. */
function quotedRanges(s: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /"[^"]*"|“[^”]*”|‘[^’]*’/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push([m.index, m.index + m[0].length]);
  return out;
}

function inRanges(i: number, ranges: Array<[number, number]>): boolean {
  return ranges.some(([a, b]) => i > a && i < b);
}

function splitSentences(line: string): string[] {
  const quotes = quotedRanges(line);
  const out: string[] = [];
  let start = 0;
  // A boundary: . ! ? followed by white space and a capital letter, quote, digit or bracket.
  const re = /[.!?]+(?=\s+["“'(\[]?[A-Z0-9])/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const at = m.index;
    if (inRanges(at, quotes)) continue;
    if (m[0] === '.' && isAbbreviation(line.slice(start, at))) continue;
    out.push(line.slice(start, at + m[0].length));
    start = at + m[0].length;
  }
  out.push(line.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Whether the text before a period ends with an abbreviation or an initial ("J."). */
function isAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase();
  if (!word) return false;
  if (ABBREVIATIONS.has(word)) return true;
  return /^\p{L}$/u.test(word); // a single letter: an initial
}

/**
 * A verb said once for two settings ("Set the brightness to 40 and the volume to 20"): the second
 * clause gets the verb again ("set the volume to 20"). Only "VERB the/your X to VALUE and the/your
 * Y to VALUE", with no quotes between (a quoted value may hold anything).
 */
const GAPPED = /^((?:set|change|turn|lower|raise|increase|decrease|reduce|switch)\s+(?:the|your|my)\s+[^"“]+?\s+to\s+[^"“,]+?|(?:set|change|turn|lower|raise|increase|decrease|reduce|switch)\s+(?:the|your|my)\s+[^"“]+?\s+to\s+(?:"[^"]*"|“[^”]*”))\s*,?\s+and\s+((?:(?:the|your|my)\s+)?(?!(?:the|your|my)\b)[^"“\s][^"“]*?\s+to\s+\S.*)$/i;

/**
 * A choice verb said once for two settings ("Select Laptop as the product and Account access as the
 * category", "Rate the service as Good and the food as Very good", "Choose "Yes" for Q1 and "No" for
 * Q2"): the second clause gets the verb again. Both parts must say "as" or "for".
 */
const GAPPED_AS = /^((?:select|choose|pick|rate|mark|set)\s+(?:"[^"]*"|“[^”]*”|[^"“,])+?\s+(?:as|for)\s+(?:"[^"]*"|“[^”]*”|[^"“,])+?)\s*,?\s+and\s+((?:"[^"]*"|“[^”]*”|[^"“,\s])(?:"[^"]*"|“[^”]*”|[^"“,])*?\s+(?:as|for)\s+\S.*)$/i;

function splitGapped(clause: string): string[] {
  const as = GAPPED_AS.exec(clause.trim());
  if (as && !JOINT_AT.test(as[2]!)) {
    const verb = /^\S+/.exec(as[1]!)![0]!.toLowerCase();
    return [as[1]!, ...splitGapped(`${verb} ${as[2]!}`)];
  }
  const m = GAPPED.exec(clause.trim());
  // The second part must not be a clause of its own ("… and go to Settings").
  if (!m || JOINT_AT.test(m[2]!)) return [clause];
  const verb = /^\S+/.exec(m[1]!)![0]!.toLowerCase();
  return [m[1]!, ...splitGapped(`${verb} ${m[2]!}`)];
}

function splitThen(sentence: string): string[] {
  const quotes = quotedRanges(sentence);
  const out: string[] = [];
  const starts: number[] = [];
  let start = 0;
  THEN.lastIndex = 0;
  for (let m = THEN.exec(sentence); m; m = THEN.exec(sentence)) {
    if (inRanges(m.index, quotes)) continue;
    const before = sentence.slice(start, m.index);
    if (!/[\p{L}]/u.test(before)) continue;
    // "Open your browser and go to …": opening the browser is no step of its own.
    if (OPEN_BROWSER.test(before.trim())) continue;
    if (/^,\s+$/.test(m[0]) && !VERB_LED.test(before.trim())) continue;
    // A colon joint only before a lower-case verb ("…: choose 3 months"); "Read to user: Tell …" introduces what is said.
    if (m[0].startsWith(':') && !/^\p{Ll}/u.test(sentence.slice(m.index + m[0].length))) continue;
    if (everydayJointIsName(before, sentence.slice(m.index + m[0].length))) continue;
    out.push(before);
    starts.push(start);
    start = m.index + m[0].length;
  }
  // A last clause known only by its shape ("…, and give "x@y.org" as your email") stays with the
  // clause before it: a task stated there is read whole and sent after all its values.
  const tail = sentence.slice(start);
  if (out.length && PLACING_AT.test(tail) && !ACTION_VERB_AT.test(tail) && !EVERYDAY_AT.test(tail)) return [...out.slice(0, -1), sentence.slice(starts[starts.length - 1])];
  out.push(tail);
  return out;
}

/** A leading container phrase: "Under "Sentence 3", click …", "In the billing section, check …" (quotes may hold commas). */
const LEADING_CONTAINER = /^(?:under|in|inside|within)\s+(?:"[^"]*"|“[^”]*”|[^,"“])+,\s*(\S.*)$/i;

/**
 * The clause without its leading container phrase, or undefined when it has none. The model gives
 * one relation per clause; a clause with a container AND another relation ("Under "Sentence 3",
 * click "Yes" below "Is it grammatical?"") is read twice — whole (for the container) and without
 * the container (for the relation) — and the two readings are joined (see decodeClause).
 */
export function withoutLeadingContainer(clause: string): string | undefined {
  return LEADING_CONTAINER.exec(clause)?.[1];
}
