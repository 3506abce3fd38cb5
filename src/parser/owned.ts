/**
 * Round 15: what a clause says is the user's own ("Change the date of my booking", "Update my
 * address", "Pause my membership for a month", "Upgrade my plan's data allowance").
 *
 * A task about the user's own record (a booking they made, their details, their subscription) is
 * done on the site's pages for that user ("My booking", "Your account", "/account"), not on the
 * public forms that book, buy or subscribe anew: a home page's quote widget has a date field too.
 * This reads the words of the thing owned ("booking", "address", "membership", "plan") from the
 * clause; the runtime uses them to look for the page where that record is kept
 * (src/runtime/sections.ts, `seekPage`'s `owned` search). Only the first person's "my" counts:
 * "your" in an instruction is the site's or a third party's as often as the user's.
 */

/** Words that end the phrase of the owned thing (prepositions, articles, conjunctions, verbs a phrase runs into). */
const ENDS = new Set(
  'to for from on in at by with without into onto of about as than and or but because so since while when if then that which who the a an this these those it its is are was were be been has have had do does did can could will would should may might must made make making please now today tomorrow'.split(' '),
);

/**
 * The words of the thing the clause says is the user's ("my move's insurance" → ["move"], "my
 * student details" → ["student", "details"]), lower case; empty when the clause owns nothing.
 * At most three words after each "my", up to the first word that ends a noun phrase; a possessive
 * ("my booking's date") ends it after the owner.
 */
export function ownedWords(text: string): string[] {
  const out: string[] = [];
  // (Quoted text is a value or a control's own words — "Remember my details", "Where is my parcel?" — not the user's.)
  const unquoted = text.replace(/"[^"]*"|“[^”]*”/g, ' ');
  // (Round 29: "our" is the user's too — "our list", "our wedding date", said by a couple or a family.)
  for (const m of unquoted.matchAll(/\b(?:my|our)\s+([^.,;:!?()"“”–—]+)/giu)) {
    const words = m[1]!.split(/\s+/).filter(Boolean);
    for (const raw of words.slice(0, 3)) {
      const w = raw.toLowerCase();
      const owner = /['’]s$/.test(w);
      const bare = w.replace(/['’]s$/, '').replace(/[^\p{L}-]/gu, '');
      if (!bare || ENDS.has(bare) || /\d/.test(raw)) break;
      out.push(bare);
      if (owner) break;
    }
  }
  return [...new Set(out)];
}

/** Verbs that change something that already exists: said of "my X", the X is a record the user has. */
const CHANGES = /^\W*(?:(?:please|now|then|also|and|first),?\s+)*(?:change|update|edit|amend|correct|switch|move|pause|freeze|unfreeze|upgrade|downgrade|extend|postpone|reschedule|rename)\b/i;

/**
 * The owned words of a clause that changes the user's own record ("Update my email address to …",
 * "Switch my plan to …", "Change the phone number in my details to …"); empty otherwise. Such a
 * clause means the user's own pages even where the page it starts on has a field of that name (a
 * newsletter's e-mail box, a quote form's date): "Give 555 as my landline" supplies a value and is
 * not one.
 */
export function changesOwned(text: string): string[] {
  return CHANGES.test(text) ? ownedWords(text) : [];
}

/**
 * A clause without the adjunct that names the user's record ("Add parking to my booking" → "Add
 * parking", "Leave a note on my order: "…"" → "Leave a note: "…"", "Change the date of my stay to
 * …" → "Change the date to …"), when none of the record's words is on the page it is read on
 * (`pageWords`: the page's labels, options, buttons, links, rows, lower case): there the record is
 * the page itself, and its words are no value for a control. Only a phrase led by a preposition is
 * dropped ("Withdraw my pending request" names its row and stays); the text as it is otherwise.
 */
export function withoutOwnedAdjunct(text: string, pageWords: ReadonlySet<string>): string {
  let out = text;
  for (const m of text.matchAll(/\s*\b(?:on|to|for|of|in|from|with)\s+my\s+([^.,;:!?()"“”–—]+)/giu)) {
    const words = ownedWords(`my ${m[1]!}`);
    if (!words.length || words.some((w) => pageWords.has(w) || pageWords.has(w.replace(/s$/, '')))) continue;
    // (Round 18: "with my details" is the user's own values said as one — a name, an e-mail, a phone — not a record.)
    if (/^(?:(?:contact|personal|own|usual)\s+)?(?:details|info|information)$/i.test(words.join(' '))) continue;
    // The phrase: the preposition, "my", and the owned words (a possessive's "'s" with them).
    const phrase = new RegExp(`\\s*\\b${m[0]!.trim().split(/\s+/)[0]}\\s+my\\s+${words.map((w) => `${w.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?:['’]s)?`).join('\\s+')}`, 'iu');
    out = out.replace(phrase, '');
  }
  return out.replace(/\s+([,.:;!?])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}

/**
 * Round 29: a task's sentence with the user's "our" said as "my" ("Change our wedding date to …" →
 * "Change my wedding date to …"), for the parser model, which was taught "my" only (it read "our" as
 * the field's name); undefined when the sentence has no "our" before a word. Quoted text is left
 * as written (a value or a control's own words).
 */
export function ourAsMy(text: string): string | undefined {
  if (!/\bour\s+\p{L}/iu.test(text.replace(/"[^"]*"|“[^”]*”/g, ' '))) return undefined;
  return text
    .split(/("[^"]*"|“[^”]*”)/)
    .map((part, i) => (i % 2 ? part : part.replace(/\b([Oo])ur(?=\s+\p{L})/gu, (_m, o: string) => (o === 'O' ? 'My' : 'my'))))
    .join('');
}
