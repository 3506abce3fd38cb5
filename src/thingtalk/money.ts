/**
 * Amounts of money in a text, one pattern for the whole SDK: the parser reads the amounts a page
 * states (prices in options, totals, a row's prices) and grounding compares the prices items show
 * ("the cheaper one"). A leaf module (no imports): both sides of the dependency arrows may use it.
 */

const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;

/**
 * An amount of money, for use inside a regular expression: a currency sign before the number
 * ("$1,395", "€ 20.50"), or a sign or a currency word after it ("12€", "15 USD", "20 dollars").
 * Group 1 (a sign before) or group 2 (after) is the number.
 */
export const MONEY_PATTERN = String.raw`[$€£]\s?(${NUMBER})|\b(${NUMBER})\s?(?:[$€£]|(?:dollars?|usd|eur|gbp)\b)`;

const ANY = new RegExp(MONEY_PATTERN, 'i');
const EVERY = new RegExp(MONEY_PATTERN, 'gi');
/** An amount as the page writes it, with what it is per ("$120 / night"). */
const WRITTEN = new RegExp(String.raw`(?:${MONEY_PATTERN})(?:\s*\/\s*\w+)?`, 'gi');

const value = (m: RegExpMatchArray): number => Number((m[1] ?? m[2]!).replace(/,/g, ''));

/** Whether the text states an amount of money. */
export const hasMoney = (text: string): boolean => ANY.test(text);

/** The amounts a text states, in order ("$1,395 or 1,200 USD" → [1395, 1200]). */
export const moneyIn = (text: string): number[] => [...text.matchAll(EVERY)].map(value);

/** The first amount a text states, or undefined. */
export function firstMoney(text: string): number | undefined {
  const m = ANY.exec(text);
  return m ? value(m) : undefined;
}

/** The amounts a text states, as written ("From $45", "$120 / night" → ["$45", "$120 / night"]). */
export const moneyTexts = (text: string): string[] => text.match(WRITTEN) ?? [];
