/**
 * Round 19: a question about an option of a choice named by its amount — "how much is the big
 * bag?", "is it cheaper if I get three bags?", "what does the 6kg one cost?", "can we have it for
 * two hours?" — on a page whose options each start with an amount and its unit ("2kg – £15.49",
 * "3 bags — £18.00", "2 hours (not available: the next hour is booked)"). The option is read from
 * the page's structure (a dropdown's or radio group's options, the links that reload this page with
 * another choice, the chosen one shown as text beside them), never from a site's words.
 */
import type { DialogueState } from './context.js';
import { choiceLinks } from './page-items.js';
import { saidMeasure, unitOf } from './units.js';

/** Numbers said as words, up to twelve ("a"/"an" count one only before a unit the options use). */
const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, single: 1, double: 2, couple: 2 };

/** Size words and which end of the options they name. */
const BIG = /^(?:big|bigger|biggest|large|larger|largest|huge|giant|jumbo|long|longer|longest)$/i;
const SMALL = /^(?:small|smaller|smallest|little|tiny|mini|short|shorter|shortest)$/i;

/**
 * An amount in its unit's base (units.ts: "500g" and "1kg" are 500 and 1000 g, "2 hours" 120
 * minutes); a unit of no table is its word's one form ("bags" → "bag").
 */
function amount(n: number, unit: string): { n: number; unit: string } {
  const u = unitOf(unit);
  if (u) return { n: n * u.factor, unit: u.unit };
  const w = unit.toLowerCase();
  return { n, unit: w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w };
}

/** An option's amount: the number it starts with and the unit after it ("12kg – £54.99" → 12 kg); undefined when it starts with none. */
function amountOf(option: string): { n: number; unit: string } | undefined {
  const m = /^[^\p{L}\p{N}]*(\d+(?:[.,]\d+)?)\s*([\p{L}]+)/u.exec(option);
  if (!m || /^x$/i.test(m[2]!)) return undefined;
  return amount(Number(m[1]!.replace(',', '.')), m[2]!);
}

const UNAVAILABLE = /\b(?:out of stock|sold out|unavailable|not available|fully booked|booked up)\b/i;
const PRICE = /[$€£¥₹]\s?\d/;

/** The turn asks something (not an order): a wh-word about cost, a yes/no question, "can we have …?". */
const ASKS_PRICE = /^(?:(?:and|so|ok(?:ay)?|right|hmm|oh)\W+)*(?:how\s+much|what(?:'s|s|\s+is|\s+are|\s+does|\s+do|\s+would)\b.*\b(?:cost|price|come\s+to)|is\s+(?:it|that|this)\s+(?:cheaper|dearer|more\s+expensive|less)|are\s+(?:they|those)\s+cheaper)/i;
const ASKS_CAN = /^(?:(?:and|so|ok(?:ay)?|right|hmm|oh)\W+)*(?:can|could)\s+(?:we|i)\s+(?:have|get|do|book|make)\s+(?:it|that|this|one)?\s*(?:for\s+)?/i;
const ASKS_STOCK = /^(?:(?:and|so|ok(?:ay)?|right|hmm|oh)\W+)*(?:is|are|do\s+you\s+have)\b.*\b(?:available|in\s+stock|sold\s+out|out\s+of\s+stock|left)\b/i;

/**
 * The page's options of a choice that start with an amount: a select's or radio group's options,
 * the choice links of this page, and the chosen option shown as a short text beside them.
 */
function amountOptions(state: DialogueState): Array<{ text: string; n: number; unit: string }> {
  const texts = new Set<string>();
  for (const c of state.controls ?? []) if (c.kind === 'select' || c.kind === 'radio') for (const o of c.options ?? []) texts.add(o);
  const links = new Set<string>();
  choiceLinks(state, links);
  for (const l of links) texts.add(l);
  const out: Array<{ text: string; n: number; unit: string }> = [];
  const add = (t: string) => {
    const text = t.replace(/\s+/g, ' ').trim();
    const a = amountOf(text);
    if (a && text.length <= 80 && !out.some((o) => o.text === text)) out.push({ text, ...a });
  };
  texts.forEach(add);
  // The chosen one is often no link: a short text of the same shape (an amount, then a price), of a unit the options use.
  const units = new Set(out.map((o) => o.unit));
  for (const t of state.texts ?? []) {
    const a = amountOf(t);
    if (a && units.has(a.unit) && PRICE.test(t) && t.length <= 40 && !out.some((o) => o.n === a.n && o.unit === a.unit)) add(t);
  }
  return out;
}

/** The words of every option of the page's choices (a dropdown's, a radio group's, its choice links): a size word one of them says is its name. */
function optionWords(state: DialogueState): Set<string> {
  const names = new Set<string>();
  choiceLinks(state, names);
  for (const c of state.controls ?? []) if (c.kind === 'select' || c.kind === 'radio') for (const o of c.options ?? []) names.add(o);
  return new Set([...names].flatMap((n) => n.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean)));
}

/**
 * The option a question names by its amount, said as the page states it; undefined when the turn
 * asks no such question, or names no option (or several) so. "Can we have it for two hours?" is
 * answered only when that option says it cannot be had (else it is a request: the choice readers'
 * to act on).
 */
export function optionByAmount(text: string, state: DialogueState): string | undefined {
  const t = text.trim().replace(/[?.!]+$/, '');
  const price = ASKS_PRICE.test(t);
  const can = !price && ASKS_CAN.test(t);
  const stock = !price && !can && ASKS_STOCK.test(t);
  if (!price && !can && !stock) return undefined;
  const options = amountOptions(state);
  if (options.length < 2) return undefined;
  const units = new Set(options.map((o) => o.unit));
  const words = t.toLowerCase().split(/[^\p{L}\p{N}.]+/u).filter(Boolean);
  let picked: typeof options = [];
  // "the kilo bag", "the 500 gram one": an amount said with a unit of the table (units.ts).
  const measure = saidMeasure(t);
  if (measure && !measure.sides && units.has(measure.unit)) picked = options.filter((o) => o.unit === measure.unit && Math.abs(o.n - measure.amount) < 1e-6);
  // "three bags", "6kg", "a 12 kilo bag", "for two hours": a count with a unit the options use.
  for (let i = 0; i < words.length && !picked.length; i++) {
    const glued = /^(\d+(?:\.\d+)?)([\p{L}]+)$/u.exec(words[i]!);
    const n = glued ? Number(glued[1]) : /^\d+(?:\.\d+)?$/.test(words[i]!) ? Number(words[i]) : NUMBER[words[i]!];
    const unitSaid = glued ? glued[2]! : words[i + 1];
    if (n === undefined || !unitSaid) continue;
    const said = amount(n, unitSaid);
    if (!units.has(said.unit)) continue;
    picked = options.filter((o) => o.n === said.n && o.unit === said.unit);
  }
  // "the big bag", "the smallest one": an end of the options of one unit, when no option says that word itself
  // (a question of price: of the options that state one; a dropdown of "2 weeks", "4 weeks" beside sizes is another choice).
  // Only of a price: "is the large one available?" names a size the page calls "L" (page-items.ts's optionAvailability).
  const size = picked.length || !price ? undefined : words.find((w) => BIG.test(w) || SMALL.test(w));
  if (size && !optionWords(state).has(size)) {
    const groups = [...units].map((u) => options.filter((o) => o.unit === u && (!price || PRICE.test(o.text)))).filter((g) => new Set(g.map((o) => o.n)).size >= 2);
    if (groups.length === 1) {
      const ns = groups[0]!.map((o) => o.n);
      const end = BIG.test(size) ? Math.max(...ns) : Math.min(...ns);
      picked = groups[0]!.filter((o) => o.n === end);
    }
  }
  if (!picked.length) return undefined;
  // The same option shown twice (a link and a radio) says one thing.
  const said = picked.find((o) => PRICE.test(o.text) || UNAVAILABLE.test(o.text)) ?? picked[0]!;
  if (picked.some((o) => o.n !== said.n || o.unit !== said.unit)) return undefined;
  if (can && !UNAVAILABLE.test(said.text)) return undefined;
  if (price && !PRICE.test(said.text)) return undefined;
  return said.text;
}
