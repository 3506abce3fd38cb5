/**
 * Round 25: counted items put in an order, said the ways a caterer's or a shop's customer says them
 * without naming a basket — read as round 20's basket items (basket-items.ts), whose runtime finds
 * each on the pages (`Russ.runBasket`):
 *
 * - "Add 3 Classic Sandwich Platters to the order", "add 2 X and 1 Y to my order": the order is
 *   where they go, as a basket is;
 * - "Add a Mezze Box and a Vegan Wrap Platter", "add 4 Hot Canapés": a verb that adds and nothing
 *   but counted items after it;
 * - "Order 2 Mezze Boxes for collection on 4 December at 11:30am for 8 guests, name …": the items
 *   before the first word that says how, when or for whom (`rest`: the checkout's values, placed
 *   through the checkout's pages by the runtime);
 * - "Order breakfast for a meeting: 2 pastry platters and 3 boxes of fruit": the counted items
 *   after a colon.
 *
 * Words that only pack or serve a count ("trays of", "platters of", "portions of") are taken off,
 * as basket-items takes off "packs of". General language only: no word of a site.
 */
import { basketItems, type BasketItem } from './basket-items.js';
import type { SeenControl } from './context.js';

export interface OrderItems {
  items: BasketItem[];
  /** What the clause says after the items (how, when, for whom): the checkout's values. */
  rest?: string;
}

const LEAD = String.raw`^(?:(?:then|and|also|now|please|first|next|finally|just)[,\s]+)*`;
/** "Add … to the order", "add … to my order". */
const TO_ORDER = new RegExp(String.raw`${LEAD}(add|put|pop|get|place)\s+(.+?)\s+(?:to|in|into|onto)\s+(?:the|my|your|our|this)\s+order(?:\s+(?:please|too|as well))?$`, 'i');
/** "Add 2 X and 1 Y", "order 2 X …" (not "get" or "buy": "get a quote" names no thing to add). */
const VERB = new RegExp(String.raw`${LEAD}(add|order)\s+(.+)$`, 'i');
/** "Order breakfast for a meeting: 2 X and 3 Y". */
const COLON = new RegExp(String.raw`${LEAD}(?:order|get|buy|add)\b[^:]{0,60}:\s*(.+)$`, 'i');
/** Where the items end and the order's details begin: how it reaches the user, when, for whom, with what. */
const DETAILS = /\s*[,;]?\s+(?=(?:for|to be)\s+(?:delivery|collection|pick-?up|pickup|takeaway)\b|by\s+(?:post|courier|mail)\b|(?:delivered|collected|picked up|for\s+(?:today|tomorrow|\d)|on\s+(?:\d|mon|tue|wed|thu|fri|sat|sun|today|tomorrow)|at\s+\d|to\s+(?:my|our|the)\s+\w*\s*(?:address|office|home|venue)|with\s+(?:my|plates|cutlery|napkins)|name\s|contact\s|phone\s)\b)/i;
/** Words that only serve or pack the thing ("2 trays of mini cheesecakes"). */
const SERVING = /\b(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:trays?|platters?|portions?|servings?|tubs?|cans?|cups?|crates?|baskets?|dozens?)\s+of\s+/gi;

/** A count that is a size or a share, not a number of things ("8 inch", "four of the cheapest"). */
const NOT_THINGS = /^(?:of|inch|inches|in|cm|mm|m|kg|g|ml|l|litres?|liters?|metres?|meters?|percent|per|x|by|hours?|days?|nights?|weeks?|months?|years?|people|persons?|guests?|adults?|child(?:ren)?|tickets?)\b/i;

/** The items as basket-items reads them ("… to the basket"), or undefined; `loose`: no place was named, so each item is a short name of a thing. */
function read(items: string, loose: boolean): BasketItem[] | undefined {
  const text = items.trim().replace(SERVING, '$1 ');
  if (!text || /\b(?:basket|cart|trolley)\b/i.test(text)) return undefined;
  const found = basketItems(`add ${text} to the basket`);
  if (!found || found.some((i) => NOT_THINGS.test(i.said))) return undefined;
  if (loose && found.some((i) => i.said.split(/\s+/).length > 5 || /\b(?:because|as|since|so|if|when|which|that|who)\b/i.test(i.said))) return undefined;
  return found;
}

/**
 * The counted items a clause puts in an order, and what it says after them; undefined when the clause
 * is not one (a basket clause is basket-items' own; an item not counted is not an order here).
 */
export function orderItems(clause: string): OrderItems | undefined {
  const text = clause.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' ');
  if (basketItems(text)) return undefined;
  const to = TO_ORDER.exec(text);
  if (to) {
    const items = read(to[2]!, false);
    return items ? { items } : undefined;
  }
  const colon = COLON.exec(text);
  if (colon) {
    const [items, rest] = split(colon[1]!);
    const read1 = read(items, true);
    if (read1) return { items: read1, ...(rest ? { rest } : {}) };
  }
  const verb = VERB.exec(text);
  if (!verb) return undefined;
  const [items, rest] = split(verb[2]!);
  // ("Add" with details after the items is a form's field, not an order: "add 2 guests for Friday".)
  if (rest && !/^order$/i.test(verb[1]!)) return undefined;
  const found = read(items, true);
  return found ? { items: found, ...(rest ? { rest } : {}) } : undefined;
}

/** The items' words and the details after them. */
function split(text: string): [string, string | undefined] {
  const m = DETAILS.exec(text);
  if (!m) return [text, undefined];
  return [text.slice(0, m.index), text.slice(m.index).replace(/^[\s,;]+/, '').trim() || undefined];
}

/** "check out for delivery on 12 December …", "proceed to checkout with …", "go to the checkout: …": the checkout's values. */
const CHECKOUT = new RegExp(String.raw`${LEAD}(?:check\s?out|proceed\s+to\s+(?:the\s+)?check\s?out|go\s+to\s+(?:the\s+)?check\s?out)\b[,:\s]*(.*)$`, 'i');
export function checkoutSaid(clause: string): string | undefined {
  const m = CHECKOUT.exec(clause.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' '));
  return m && m[1]!.trim() ? m[1]!.trim() : undefined;
}

/** A link or button that goes on from a basket to its checkout ("Checkout", "Continue to event details", "Proceed to payment"). */
const TO_CHECKOUT = /\b(?:check\s?out|proceed|continue)\b/i;
/** One that opens the basket ("Your order (2)", "Basket (3)", "View cart"). */
const TO_BASKET = /\b(?:basket|cart|bag|trolley|order)\b/i;
const NOT_ONWARD = /\b(?:shopping|browsing|menus?|back|add|remove|cancel|again|update|search|sign|log)\b/i;

/**
 * The move from where the adds left the run to the checkout's first form: the page's one link or
 * button to the checkout (`checkout`), else the one link to the basket (`basket`, once); undefined
 * when the page shows neither. Words of shops in general; the names come from the page.
 */
export function checkoutMove(links: readonly string[], buttons: readonly string[], basketOpened: boolean): { kind: 'checkout' | 'basket'; name: string; link: boolean } | undefined {
  const onward = (n: string): boolean => TO_CHECKOUT.test(n) && !NOT_ONWARD.test(n) && n.length <= 60;
  const l = [...new Set(links.filter(onward))];
  const b = [...new Set(buttons.filter(onward))];
  if (l.length + b.length === 1) return l.length ? { kind: 'checkout', name: l[0]!, link: true } : { kind: 'checkout', name: b[0]!, link: false };
  if (basketOpened) return undefined;
  const basket = [...new Set(links.filter((n) => TO_BASKET.test(n) && !/\b(?:my orders|orders)\b/i.test(n) && !/\b(?:add|remove)\b/i.test(n) && n.length <= 40))];
  return basket.length === 1 ? { kind: 'basket', name: basket[0]!, link: true } : undefined;
}

/** An address said with its postcode ("to The Old Mill, Bath BA1 5AB", "deliver to 22 Queen Square, Bristol BS1 4ND"): a UK postcode or a five-digit ZIP ends it. */
const ADDRESS = /\b(?:deliver(?:ed)?\s+)?to\s+((?:[\p{L}\p{N}'’.-]+[ ,]+){1,8}?(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{5}))\b/u;
/** An address in quotes after "at" or "to", ending in its postcode. */
const QUOTED_ADDRESS = /\b(?:at|to)\s+["“]([^"”]{4,120}?(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{5}))["”]/u;
/** A person's name in quotes after "to" or "as" (capitalised, no digits, no @). */
const QUOTED_NAME = /\b(?:to|as)\s+["“](\p{Lu}[^"”@\d]{1,40})["”]/u;
/** "contact Nina Patel on 07700 900812", "contact Sara Kim, 07700 900909": the person and their phone. */
const CONTACT = /\bcontact\s+((?:\p{Lu}[\p{L}'’-]+\s?){1,3}?)(?:\s+on|,)\s+(\+?\d[\d ]{6,}\d)/u;

/**
 * The checkout's values said as a form's labels would say them: an address with its postcode quoted
 * after "address", "contact NAME on PHONE" as "name NAME, phone PHONE" — so that each is one value
 * (`extract` in task-reading.ts would read a comma-separated address as several).
 */
export function checkoutValues(text: string): string {
  let out = text.replace(CONTACT, (_m, name: string, phone: string) => `name ${name.trim()}, phone ${phone.trim()}`);
  // (Round 28: an address quoted after "at" or "to", its postcode inside the quotes; then a name quoted after "to" or "as": "by post to "Ida Moss", …, at "7 Mill Lane, Oxbury OX2 9QQ"".)
  out = out.replace(QUOTED_ADDRESS, (_m, address: string) => `, address "${address.trim()}"`);
  out = out.replace(QUOTED_NAME, (_m, name: string) => `, name "${name.trim()}"`);
  out = out.replace(ADDRESS, (_m, address: string) => `, address "${address.trim()}"`).replace(/\s*,\s*,/g, ",").replace(/\s+,/g, ",");
  return out;
}

/** How an order reaches the user: collected by them, or delivered. */
// (Round 28: sent by post is a delivery too: "by post" said, the radio "Post (£6.50)".)
const METHODS = [/\b(?:collect(?:ion|ed|ing)?|pick(?:ed|ing)?[\s-]?up|pickup|click and collect)\b/i, /\b(?:deliver(?:y|ed|ing)?|post(?:ed|age)?|by courier)\b/i];

/**
 * Round 25: the option of a checkout's group of radios that says how the order reaches the user,
 * as the values say it ("for collection" → "I will collect from the kitchen"): only a group of two
 * to four options, one of which says it; undefined when the values say neither.
 */
export function methodOption(values: string, controls: readonly SeenControl[]): string | undefined {
  const said = METHODS.map((re) => re.exec(values)?.index ?? -1);
  const k = said[0]! >= 0 && (said[1]! < 0 || said[0]! < said[1]!) ? 0 : said[1]! >= 0 ? 1 : -1;
  if (k < 0) return undefined;
  for (const c of controls) {
    if (c.kind !== 'radio') continue;
    const options = c.options ?? [];
    // (A group of two to four ways — "Bring it to my desk", "Pick up at the bar" — one of which says the way said.)
    const mine = options.filter((o) => METHODS[k]!.test(o));
    if (mine.length === 1 && options.length >= 2 && options.length <= 4) return mine[0];
  }
  return undefined;
}
