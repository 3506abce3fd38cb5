/**
 * Round 17: questions answered from the page's STRUCTURE, not from one statement's words:
 *
 * - "Which of these has parking?", "which of them are hygienists?": the page's repeated cards (rows
 *   that lead somewhere and offer the same actions: "Open in Maps · Choose this clinic", "View
 *   profile") whose own text says every word asked, not negated ("No parking on site" does not
 *   have parking), said by each card's own name;
 * - "What colours does it come in?", "which sizes are there?": the options of the choice the words
 *   name — a dropdown or radio group labelled so, or the page's choice links (links to this same
 *   page that change one query field, `?colour=black`, as stores reload a product page with the
 *   choice in its address) whose field is named so — said as the page names them.
 *
 * Leaf module: English question shapes and a few negation words; nothing of a site.
 */
import { currentUrl, stem } from './compare.js';
import type { DialogueState } from './context.js';
import { linkAddresses, optionSize } from './choices.js';

type Row = DialogueState['rows'][number];

const words = (t: string): string[] => t.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);

/** A word said and a word of the page are the same word: equal stems, or one the other's root ("hygienist" / "hygienists", "park" / "parking" not). */
const same = (said: string, have: string): boolean => {
  const a = stem(said);
  const b = stem(have);
  return a === b || (a.length >= 5 && b.startsWith(a) && b.length - a.length <= 2);
};

/**
 * The page's repeated cards: rows that lead somewhere, joined by the actions they share (cards of
 * one list offer the same "View", "Venue info"; a card's own name's link is its own); the largest
 * group of two or more (a footer's columns each offer other links: no group).
 */
export function cardsOf(state: DialogueState): Row[] {
  // An action of one row only (a card's own name's link, a footer column's links) is no part of the shape cards share.
  const shared = new Map<string, number>();
  for (const r of state.rows) for (const a of new Set(r.actions ?? [])) shared.set(a, (shared.get(a) ?? 0) + 1);
  const rows = state.rows.filter((r) => r.url && r.title.trim() && (r.actions ?? []).some((a) => a !== r.title && (shared.get(a) ?? 0) >= 2));
  // Rows joined by an action they share ("Venue info" in every venue's card, "Book tennis" in some): the largest such group.
  const group = rows.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  rows.forEach((r, i) => rows.forEach((o, j) => {
    if (j > i && (r.actions ?? []).some((a) => a !== r.title && (o.actions ?? []).includes(a))) group[root(j)] = root(i);
  }));
  const sizes = new Map<number, Row[]>();
  rows.forEach((r, i) => sizes.set(root(i), [...(sizes.get(root(i)) ?? []), r]));
  let best: Row[] = [];
  for (const g of sizes.values()) if (g.length >= 2 && g.length > best.length) best = g;
  return best;
}

/** The words of a card that name it: its title, unless every card shares it (a brand), then its first link of its own. */
export function cardName(card: Row, cards: readonly Row[]): string {
  const count = (n: string): number => cards.filter((c) => c.title === n || (c.actions ?? []).includes(n)).length;
  const names = [card.title, ...(card.actions ?? [])].map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return names.find((n) => count(n) === 1) ?? card.title;
}

const NEGATION = /\b(?:no|not|without|none|non|never)\b/i;
/** Words of a "which … has X" that name nothing the cards would say. */
const FILLER = /^(?:a|an|the|any|some|one|ones|of|them|these|those|it|its|their|on|in|at|for|with|site|available|there)$/i;

/**
 * "Which of these has parking?", "which of them are hygienists?", "which ones offer parking?":
 * the names of the cards that say every word asked, in page order; undefined when the text asks
 * no such question, the page shows no cards, or none or every one says them (no choice made).
 */
export function cardsHaving(text: string, state: DialogueState): string[] | undefined {
  const m = /^which(?:\s+(?:of\s+(?:these|them|those|the\s+\p{L}+)|ones?|\p{L}+s))?\s+(?:has|have|is|are|offers?|comes?\s+with|includes?|does|do)\s+(.+?)\s*$/iu.exec(text.trim().replace(/[?.!]+$/, ''));
  if (!m) return undefined;
  const asked = words(m[1]!).filter((w) => !FILLER.test(w));
  if (!asked.length || asked.length > 3) return undefined;
  const cards = cardsOf(state);
  if (cards.length < 2) return undefined;
  const says = (card: Row): boolean =>
    card.text
      .split(/[;·|,.()]+|\s+-\s+/)
      .some((part) => {
        const have = words(part);
        const at = asked.map((w) => have.findIndex((h) => same(w, h)));
        if (at.some((i) => i < 0)) return false;
        // "No parking on site": said, and denied.
        const first = Math.min(...at);
        return !NEGATION.test(have.slice(0, first).join(' '));
      });
  const having = cards.filter(says);
  if (!having.length || having.length === cards.length) return undefined;
  return having.map((c) => cardName(c, cards));
}

/**
 * The page's choice links: links to this same page (same origin and path) whose address differs
 * from the page's own in one query field, by that field's name ("colour" → ["Black", "Teal"]).
 */
export function choiceLinks(state: DialogueState, raw?: Set<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const here = currentUrl(state);
  if (!here) return out;
  let h: URL;
  try {
    h = new URL(here);
  } catch {
    return out;
  }
  for (const { link: l, url: u } of linkAddresses(state)) {
    if (u.origin !== h.origin || u.pathname !== h.pathname) continue;
    const keys = new Set([...u.searchParams.keys(), ...h.searchParams.keys()]);
    const changed = [...keys].filter((k) => (u.searchParams.get(k) ?? '') !== (h.searchParams.get(k) ?? ''));
    if (changed.length !== 1 || !u.searchParams.get(changed[0]!)) continue;
    raw?.add(l.name.replace(/\s+/g, ' ').trim());
    const name = l.name.replace(/^[^\p{L}\p{N}]+/u, '').replace(/\s+/g, ' ').trim();
    if (!name) continue;
    const list = out.get(changed[0]!) ?? [];
    if (!list.includes(name)) list.push(name);
    out.set(changed[0]!, list);
  }
  return out;
}

/**
 * "What colours does it come in?", "which sizes are there?", "what flavours do you have?": the
 * options of the one choice the noun names, the chosen one first (as the page states it: "Colour:
 * Red"), said "Red, Black, Teal" (as a dropdown's options are); undefined when the text asks no such question or no choice (or
 * several) is named so.
 */
export function optionsOffered(text: string, state: DialogueState): string | undefined {
  const m = /^(?:what|which)\s+(\p{L}+)\s+(?:does\s+(?:it|this|that|the\s+\p{L}+)\s+come\s+in|do(?:es)?\s+(?:it|they|you)\s+(?:come\s+in|have|do|offer)|(?:are|is)\s+there|(?:are|is)\s+(?:available|offered|on\s+offer)|can\s+(?:i|we)\s+(?:get|have|choose|pick))\s*$/iu.exec(text.trim().replace(/[?.!]+$/, ''));
  if (!m) return undefined;
  const noun = m[1]!.toLowerCase();
  if (/^(?:one|ones|time|times|day|days|date|dates)$/.test(noun)) return undefined;
  const named = (label: string | undefined): boolean => !!label && words(label).some((w) => same(noun, w) || same(w, noun));
  const controls = (state.controls ?? []).filter((c) => (c.kind === 'select' || c.kind === 'radio') && (c.options ?? []).length >= 2 && (named(c.label) || named(c.hint)));
  const links = [...choiceLinks(state)].filter(([key]) => named(key));
  if (controls.length + links.length !== 1) return undefined;
  let options: string[];
  if (controls.length) options = [...controls[0]!.options!];
  else {
    const [key, names] = links[0]!;
    // The chosen one is no link: the page states it beside the choice's name ("Colour: Red").
    const chosen = [...(state.texts ?? []), ...(state.facts ?? [])]
      .map((t) => new RegExp(`^\\s*${key.replace(/[^\p{L}\p{N}]/gu, '.')}\\w*\\s*[:：]\\s*(.{1,30})$`, 'iu').exec(t)?.[1]?.trim())
      .find((v): v is string => !!v);
    options = chosen && !names.some((n) => n.toLowerCase() === chosen.toLowerCase()) ? [chosen, ...names] : names;
  }
  if (options.length < 2) return undefined;
  return options.join(', ');
}

const IN_STOCK = /\b(?:in stock|available)\b/i;
const SOLD = /\b(?:sold out|out of stock|unavailable|not available|no stock|none left|fully booked|booked up)\b/i;

/**
 * "Is the large one available?", "is medium in stock?": the one option of a choice the words name
 * (its own word, or the letter a shop prints for a size: large → "L"), as the page states it — "L
 * Sold out" — or, when the page offers it (a choice link, a dropdown's option), "Yes: …". Undefined
 * when the text asks no such question or names no option (or several) on the page.
 */
export function optionAvailability(text: string, state: DialogueState): string | undefined {
  const m = /^(?:is|are)\s+(?:the\s+|a\s+|an\s+)?(.+?)(?:\s+(?:one|ones|size|version))?\s+(?:still\s+)?(?:available|in\s+stock|sold\s+out|out\s+of\s+stock)$/i.exec(text.trim().replace(/[?.!]+$/, ''));
  if (!m) return undefined;
  const said = m[1]!.toLowerCase().trim();
  if (/^(?:it|this|that|they|these|those|there|he|she|you|we|i)$/.test(said) || said.split(/\s+/).length > 3) return undefined;
  // The letter a shop prints for a size said in words (choices.ts's table: large → "L").
  const letter = optionSize(said)?.toLowerCase();
  const first = (entry: string): string => entry.replace(/^[^\p{L}\p{N}]+/u, '').split(/\s+[–—-]\s+|\s+|[:(]/)[0]!.toLowerCase();
  const names = (entry: string): boolean => {
    const f = first(entry);
    return f === said || (!!letter && f === letter) || entry.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '').startsWith(`${said} `);
  };
  const offered = new Set<string>();
  choiceLinks(state, offered);
  for (const c of state.controls ?? []) for (const o of c.kind === 'select' || c.kind === 'radio' ? (c.options ?? []) : []) offered.add(o);
  const entries = [...new Set([...offered, ...(state.texts ?? [])].map((t) => t.replace(/\s+/g, ' ').trim()))].filter((t) => t.length <= 40 && names(t) && !/[:：]/.test(t) && (offered.has(t) || SOLD.test(t) || IN_STOCK.test(t)));
  // The same option shown twice (a row of sizes and a dropdown of them) says the same, or nothing is said.
  if (!entries.length) return undefined;
  if (entries.every((e) => SOLD.test(e))) return entries[0]!;
  return entries.every((e) => !SOLD.test(e)) ? `Yes: ${entries.find((e) => IN_STOCK.test(e)) ?? entries[0]!}` : undefined;
}

/**
 * "Who is it with?", "who's the appointment for?", "who is it by?": the person the page names with
 * the question's own preposition — a label that is that word ("With: Dr Amira Khan"), else a
 * statement that says the word before a name ("Hygienist clean with Priya Patel") — said as the
 * page states it. Undefined when the text asks no such question, or the page names no one (or
 * several people) so.
 */
export function personByPreposition(text: string, state: DialogueState): string | undefined {
  const m = /^who(?:'s|\s+is|\s+are|\s+was|\s+will\s+(?:it|that)\s+be)\s+(?:(?:it|this|that|the\s+\p{L}+|my\s+\p{L}+|(?:the|my)\s+\p{L}+\s+\p{L}+)\s+)?(with|for|by|from)(?:\s+again)?$/iu.exec(text.trim().replace(/[?.!]+$/, ''));
  if (!m) return undefined;
  const prep = m[1]!.toLowerCase();
  const texts = [...new Set([...(state.changed ?? []), ...(state.texts ?? []), ...(state.facts ?? [])].map((t) => t.replace(/\s+/g, ' ').trim()))];
  const labelled = texts.filter((t) => new RegExp(`^${prep}\\s*[:：]\\s*\\S`, 'i').test(t) && t.length <= 80);
  if (labelled.length) return labelled.length === 1 ? labelled[0] : undefined;
  const NAME = new RegExp(String.raw`\b${prep}\s+((?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?){1,2})\b`, 'u');
  const named = texts.filter((t) => t.length <= 120 && NAME.test(t));
  const people = new Set(named.map((t) => NAME.exec(t)![1]!.replace(/^(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+/, '')));
  return people.size === 1 ? named[0] : undefined;
}

/** Words a list of one's own things (bookings, orders, tickets) states each one's state with. */
const STATUS = String.raw`booked|confirmed|cancell?ed|pending|shipped|delivered|dispatched|paid|unpaid|active|completed|refunded|processing|upcoming|scheduled|expired|returned|awaiting\s+\p{L}+|on\s+hold`;
const IN_STATUS = new RegExp(String.raw`^(?:(?:so|and|ok(?:ay)?|right|then)\W+)*(?:what(?:'s|s|\s+is|\s+are)|which(?:\s+(?:one|ones|of\s+(?:them|these|those|my\s+\p{L}+)|\p{L}+))?(?:'s|\s+is|\s+are)?)\s+(?:still\s+|now\s+|currently\s+|already\s+)?(${STATUS})(?:\s+(?:now|still|then))?$`, 'iu');

/**
 * Round 18: "so what's still booked?", "which ones are cancelled?", "which orders are shipped?": the
 * page's rows (a table of bookings, a list of orders) whose own words — their actions left out
 * ("Cancel lesson L1" is no state) — state that word, not denied ("not shipped"), said as the page
 * states each row. Undefined when the text asks no such question or no row states it.
 */
export function rowsInState(text: string, state: DialogueState): { said: string; rows: Row[] } | undefined {
  const m = IN_STATUS.exec(text.trim().replace(/[?.!]+$/, ''));
  if (!m) return undefined;
  const word = m[1]!.toLowerCase().replace(/\s+/g, ' ').replace(/^cancell?ed$/, 'cancell?ed');
  const stated = new RegExp(String.raw`(?<!\b(?:not|un|no longer)\s*)\b${word.replace(/ /g, '\\s+')}\b`, 'iu');
  const own = (r: Row): string => (r.actions ?? []).reduce((t, a) => (a && a !== r.title ? t.split(a).join(' ') : t), r.text).replace(/\s+/g, ' ').trim();
  // A row that holds other rows (a whole table read as one) is no row of its own.
  const flat = (t: string): string => t.replace(/\s+/g, ' ').trim();
  const rows = state.rows.filter((r) => stated.test(own(r)) && !state.rows.some((o) => o !== r && flat(o.text).length < flat(r.text).length && flat(r.text).includes(flat(o.text))));
  if (!rows.length) return undefined;
  return { said: rows.map(own).join('; '), rows };
}
