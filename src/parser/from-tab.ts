/**
 * Round 26: items said with the tab they are under (issue 11): "Add a double duvet from the
 * Household tab", "add 2 rolls from the Bakery section". The tab is a place, not an item's word:
 * `Russ.run` opens the page's link of that name first, then reads the clause without it as a
 * basket's or an order's items (basket-items.ts, order-items.ts). General words only: the place
 * nouns below and "from / in / on / under the".
 */

/** The clause without its "from the X tab" (`text`) and the tab's name as said (`tab`); undefined when it says no tab. */
export function fromTab(text: string): { text: string; tab: string } | undefined {
  const m = /\s+(?:from|in|on|under)\s+the\s+(["“]?)(\p{Lu}[^,;"”]{0,40}?)\1[”]?\s+(?:tab|section|category|aisle|shelf|department|menu)\b/iu.exec(text);
  if (!m) return undefined;
  const rest = `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`.replace(/\s+([,.;!?])/g, '$1').trim();
  return { text: rest, tab: m[2]!.trim() };
}
