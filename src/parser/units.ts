/**
 * Round 22: amounts with their units, as a page writes them on an option ("500g — £19.00", "1kg",
 * "2.5L", "7 × 5 in", "3 bags", "2 hours") and as a user says them ("the 500 gram one", "get the
 * kilo", "two and a half litre", "seven by five", "the six inch ones"). One table of units and
 * their spoken forms, and one normaliser, used by the choice readers (choices.ts) and the questions
 * about an option (option-amount.ts); basket.ts's number words before a unit in a line's name are
 * still its own (left for a later round). General language only:
 * units of measure, number words; nothing of a site.
 */

/** Units and their base: grams, millilitres, millimetres, inches, ounces, gigabytes, minutes, counts. */
const UNITS: Array<[RegExp, string, number]> = [
  [/^(?:kg|kgs|kilo|kilos|kilogram|kilograms|kilogrammes?)$/i, 'g', 1000],
  [/^(?:g|gr|grams?|grammes?)$/i, 'g', 1],
  [/^(?:l|lt|ltr|litres?|liters?)$/i, 'ml', 1000],
  [/^(?:ml|millilitres?|milliliters?)$/i, 'ml', 1],
  [/^(?:cl|centilitres?)$/i, 'ml', 10],
  [/^(?:m|metres?|meters?)$/i, 'mm', 1000],
  [/^(?:cm|centimetres?|centimeters?)$/i, 'mm', 10],
  [/^(?:mm|millimetres?|millimeters?)$/i, 'mm', 1],
  [/^(?:in|inch|inches|"|″)$/i, 'in', 1],
  [/^(?:ft|foot|feet)$/i, 'in', 12],
  [/^(?:oz|ounces?)$/i, 'oz', 1],
  [/^(?:lb|lbs|pounds?)$/i, 'oz', 16],
  [/^(?:tb|terabytes?)$/i, 'gb', 1000],
  [/^(?:gb|gigs?|gigabytes?)$/i, 'gb', 1],
  [/^(?:mb|megabytes?)$/i, 'gb', 0.001],
  [/^(?:hrs?|hours?)$/i, 'min', 60],
  [/^(?:mins?|minutes?)$/i, 'min', 1],
  [/^(?:pack|pk|pcs?|pieces?|count|ct)$/i, 'n', 1],
];

/** A unit's base and how many of the base one of it is ("kilo" → g × 1000), or undefined for no unit of the table. */
export function unitOf(word: string): { unit: string; factor: number } | undefined {
  const hit = UNITS.find(([re]) => re.test(word));
  return hit ? { unit: hit[1], factor: hit[2] } : undefined;
}

/** Units said whole with no number before them, one of the unit meant: "get the kilo", "the litre bottle". */
const ONE_OF = /^(?:kilo|kilogram|kilogramme|litre|liter|metre|meter|pint|gallon)$/i;

/** Numbers said as words. */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100,
};
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const ONES = 'one|two|three|four|five|six|seven|eight|nine';
/** A number in digits or words ("12", "2.5", "twelve", "twenty-five"); "a"/"an" only before a unit. */
const NUM = String.raw`(\d+(?:\.\d+)?|(?:(?:${TENS})[\s-]+(?:${ONES})|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')}|an?)\b)`;

/** A number said in digits or words, or undefined. */
export function numberSaid(w: string): number | undefined {
  const t = w.toLowerCase().trim();
  if (/^\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (t === 'a' || t === 'an') return 1;
  const compound = new RegExp(String.raw`^(${TENS})[\s-]+(${ONES})$`).exec(t);
  if (compound) return NUMBER_WORDS[compound[1]!]! + NUMBER_WORDS[compound[2]!]!;
  return NUMBER_WORDS[t];
}

/** An amount in a unit's base; `sides` for a size of two sides, as written ("7 × 5 in": [7, 5], `factor` 1; "30 × 40 cm": [30, 40], 10 mm). */
export interface Measure {
  unit: string;
  amount: number;
  sides?: [number, number];
  factor?: number;
}

const SIDE = String.raw`(\d+(?:\.\d+)?)`;
/** "7 × 5 in", "12x16cm", "8 x 10", "6 × 6 in — £0.80" (the unit after the second side, or none). */
const WRITTEN_SIDES = new RegExp(String.raw`^${SIDE}\s*(?:[×x]|by)\s*${SIDE}\s*(in\b|inch(?:es)?\b|cm\b|mm\b|m\b|"|″|ft\b)?`, 'i');

/** The amount an option writes at its start ("2kg", "2.5L", "500 g", "20L – £24.99", "7 × 5 in"), in base units. */
export function writtenMeasure(label: string): Measure | undefined {
  const t = label.trim();
  const sides = WRITTEN_SIDES.exec(t);
  if (sides) {
    const u = sides[3] ? unitOf(sides[3]) : undefined;
    const a = Number(sides[1]);
    return { unit: u?.unit ?? '', amount: a * (u?.factor ?? 1), sides: [a, Number(sides[2])], factor: u?.factor ?? 1 };
  }
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]{1,12}\b|"|″)/i.exec(t);
  const unit = m ? unitOf(m[2]!) : undefined;
  return m && unit ? { unit: unit.unit, amount: Number(m[1]) * unit.factor, factor: unit.factor } : undefined;
}

const FRACTION = (w?: string): number => (w?.toLowerCase() === 'half' ? 0.5 : w?.toLowerCase() === 'quarter' ? 0.25 : 0);
/** "two and a half litre", "half a litre", "2.5 litres", "two kilo", "20L", "a kilo", "16 inch", '16"'. */
const SAID_MEASURE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${NUM}(?:\s+and\s+a\s+(half|quarter))?|(half|quarter)\s+(?:of\s+)?an?)[\s-]*([a-z]{1,12}\b|"|″)`, 'giu');
/** "seven by five", "12 x 16", "twelve by twelve". */
const SAID_SIDES = new RegExp(String.raw`(?<![\p{L}\p{N}])${NUM}\s*(?:by|x|×)\s*${NUM}(?:[\s-]*(inch(?:es)?\b|in\b|cm\b|"|″))?`, 'giu');
/** "the kilo", "that litre one": a unit said whole after a determiner. */
const SAID_ONE = /\b(?:the|that|this)\s+([a-z]{4,12})\b/gi;

/** "go with the 56", "the 250 one": a number alone after "the", the unit left to the options (no unit; compared with the option's number as written). */
const SAID_BARE = /\bthe\s+(\d+(?:\.\d+)?)(?:\s+ones?)?(?=\s*(?:[.,!?;]|$|\b(?:then|please|instead|one|ones)\b))/gi;

/** Where an amount is said in the text, and what it is: sizes of two sides first, then amounts with a unit, then a unit said alone. */
export function saidMeasure(text: string): (Measure & { index: number; length: number }) | undefined {
  SAID_SIDES.lastIndex = 0;
  for (let m = SAID_SIDES.exec(text); m; m = SAID_SIDES.exec(text)) {
    if (/^an?$/i.test(m[1]!) || /^an?$/i.test(m[2]!)) continue;
    const u = m[3] ? unitOf(m[3]) : undefined;
    const a = numberSaid(m[1]!)!;
    return { unit: u?.unit ?? '', amount: a * (u?.factor ?? 1), sides: [a, numberSaid(m[2]!)!], factor: u?.factor ?? 1, index: m.index, length: m[0].length };
  }
  SAID_MEASURE.lastIndex = 0;
  for (let m = SAID_MEASURE.exec(text); m; m = SAID_MEASURE.exec(text)) {
    const unit = unitOf(m[4]!);
    if (!unit) continue;
    // ("a m…", "in" after a number said as a count of things: "six in a box" is no length.)
    if (unit.unit === 'in' && /^in$/i.test(m[4]!)) continue;
    const n = m[1] !== undefined ? numberSaid(m[1])! + FRACTION(m[2]) : FRACTION(m[3]);
    if (!(n > 0)) continue;
    return { unit: unit.unit, amount: n * unit.factor, index: m.index, length: m[0].length };
  }
  SAID_ONE.lastIndex = 0;
  for (let m = SAID_ONE.exec(text); m; m = SAID_ONE.exec(text)) {
    if (!ONE_OF.test(m[1]!)) continue;
    const unit = unitOf(m[1]!)!;
    const at = m.index + m[0].length - m[1]!.length;
    return { unit: unit.unit, amount: unit.factor, index: at, length: m[1]!.length };
  }
  SAID_BARE.lastIndex = 0;
  const bare = SAID_BARE.exec(text);
  if (bare) return { unit: '', amount: Number(bare[1]), index: bare.index + bare[0].indexOf(bare[1]!), length: bare[1]!.length };
  return undefined;
}

/**
 * Whether an amount said is the one an option writes: the same amount of one base unit; a size of two
 * sides said as the option's two sides in its order ("seven by five" is "7 × 5 in"; the unit may go
 * unsaid), or as one side of a square ("the six inch ones" is "6 × 6 in").
 */
export function sameMeasure(said: Measure, written: Measure): boolean {
  const eq = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6;
  if (written.sides) {
    const [a, b] = written.sides;
    const f = written.factor ?? 1;
    // (A unit said must be the option's; unsaid, the numbers are the option's as written.)
    if (said.sides) {
      if (!said.unit || !written.unit) return eq(said.sides[0], a) && eq(said.sides[1], b);
      const g = said.factor ?? 1;
      return said.unit === written.unit && eq(said.sides[0] * g, a * f) && eq(said.sides[1] * g, b * f);
    }
    return said.unit === written.unit && eq(a, b) && eq(said.amount, a * f);
  }
  if (said.sides) return false;
  if (!said.unit) return eq(said.amount, written.amount / (written.factor ?? 1));
  return said.unit === written.unit && eq(said.amount, written.amount);
}
