/**
 * Round 28: "Buy <item> …" on the item's own page: the item got through the shop's own pages (r28-flow).
 *
 * "Buy the Martin D-10E with the promo code "STRINGS5" and next-day delivery to "Ben Cole", …",
 * "Buy the Kala KA-15S soprano ukulele to collect from the shop, using my details": once the item's
 * page is open (item-page.ts, `runItem`), buying it is the page's add button ("Add to basket"), then a
 * code said ("the promo code X") into the basket's code box and its own button ("Apply"), then the
 * checkout (order-items.ts `runCheckout`: the basket's way on, the checkout's form filled from the
 * values said and sent). Read from the page's structure: the add form is the one form that posts with
 * a button that gets a thing; the code box is the one text box whose label says code, voucher or
 * coupon. The words here are those of shops in general.
 */
import type { SeenControl } from './context.js';

/** The verbs that buy the thing (the order is placed): "buy", "purchase". */
export const BUY_VERB = /^(?:buy|purchase)$/i;

/** A button that puts the thing in the basket ("Add to basket", "Add to cart", "Add"); not "Buy …", which may send an order form. */
const ADDS = /^\s*add\b|\b(?:basket|cart|bag|trolley)\b/i;
const NOT_ADD = /\b(?:remove|delete|search|update|filter|sort|sign|log|wish ?list|save)\b/i;

/** "the promo code "X"", "discount code X", "with code X", "voucher X": the code said. */
const CODE = /\b(?:(?:promo(?:tion(?:al)?)?|discount|voucher|coupon|offer)\s+code|promo|code|voucher|coupon)\s+["“]?([A-Z0-9][A-Z0-9-]{2,19})["”]?(?=$|[\s,.;])/i;

/** The code a clause says, and the clause without it ("with the promo code X and" taken out). */
export function codeSaid(text: string): { code: string; rest: string } | undefined {
  const m = CODE.exec(text);
  // (A code is written in capitals or digits: "code for" is no code.)
  if (!m || m[1] !== m[1]!.toUpperCase()) return undefined;
  const before = text.slice(0, m.index).replace(/\b(?:with|using|use|apply|and)?\s*(?:the|a|my)?\s*$/i, '');
  const after = text.slice(m.index + m[0].length).replace(/^\s*(?:,\s*)?(?:and\s+)?/i, ' ');
  return { code: m[1]!, rest: `${before} ${after}`.replace(/\s+/g, ' ').replace(/^\s*,\s*/, '').trim() };
}

/** The item page's add form: the one form that posts whose button puts the thing in the basket; its button and count menu or box. */
export function addForm(controls: readonly SeenControl[], withChoices = false): { submit: string; count?: SeenControl; choices?: SeenControl[] } | undefined {
  const forms = [...new Set(controls.filter((c) => c.form !== undefined && c.posts && c.submit && ADDS.test(c.submit) && !NOT_ADD.test(c.submit)).map((c) => c.form!))];
  if (forms.length !== 1) return undefined;
  const own = controls.filter((c) => c.form === forms[0]);
  const counts = own.filter((c) => (c.kind === 'select' || c.kind === 'number') && /\b(?:quantity|qty|how many)\b/i.test(`${c.label} ${c.hint ?? ''}`));
  // Round 29 (`withChoices`, src/parser/add-item.ts): the item's choices in the form too — radios and menus of options ("Starch": No / Light / Heavy).
  const choices = withChoices ? own.filter((c) => !counts.includes(c) && (c.kind === 'radio' || c.kind === 'select') && (c.options?.length ?? 0) >= 2) : [];
  // (A form that asks for more than a count — a card, a date — is the thing's own order form, not an add to the basket: the flow's.)
  if (own.some((c) => !counts.includes(c) && !choices.includes(c))) return undefined;
  return { submit: own[0]!.submit!, ...(counts.length === 1 ? { count: counts[0]! } : {}), ...(withChoices ? { choices } : {}) };
}

/** The page's code box: the one text box whose label says a code, voucher or coupon, with its own button. */
export function codeBox(controls: readonly SeenControl[]): { box: string; submit: string } | undefined {
  const boxes = controls.filter((c) => c.kind === 'text' && c.submit && /\b(?:code|voucher|coupon)\b/i.test(`${c.label} ${c.hint ?? ''}`) && !/\bpost\s*code|postcode|zip\b/i.test(`${c.label} ${c.hint ?? ''}`));
  return boxes.length === 1 ? { box: boxes[0]!.label || boxes[0]!.hint || 'code', submit: boxes[0]!.submit! } : undefined;
}

/** "Save the X to my wishlist", "save X in my favourites": an item kept on the user's list. */
const SAVE_TO = /^(?:(?:then|and|please|now|just)[,\s]+)*(?:save|keep)\s+(.+?)\s+(?:to|in|on|into)\s+(?:my|the|your|our)\s+(wish\s?list|favou?rites|saved\s+items|saved\s+list)$/i;

/** Round 28: the item a clause saves to the user's list, and the list's noun ("wishlist"); undefined for any other clause. */
export function savedItem(text: string): { item: string; list: string } | undefined {
  const m = SAVE_TO.exec(text.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' '));
  if (!m || /["“”]/.test(m[1]!) || m[1]!.split(' ').length > 6) return undefined;
  return { item: m[1]!, list: m[2]!.toLowerCase().replace(/\s+/g, '') };
}

/** The one button of the page whose name says the list ("Save to wishlist", "♡" named by its aria-label; "Add to favourites"), with no word of removing. */
export function saveButton(buttons: readonly string[], list: string): string | undefined {
  const noun = list.replace(/s$/, '').slice(0, 7);
  const hits = [...new Set(buttons.map((b) => b.trim()).filter((b) => b && !/\b(?:remove|delete|unsave)\b/i.test(b) && b.toLowerCase().replace(/\s+/g, '').includes(noun)))];
  return hits.length === 1 ? hits[0] : undefined;
}
