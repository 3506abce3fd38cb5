/**
 * Repeated items: the result cards, rows and tiles a page lists, found from the page's own
 * repetition structure (sibling elements of the same shape), so that "the first one", "the last
 * one", "the one on the right" and "the cheaper one" index them (a query's `item`).
 *
 * A group is a set of siblings with the same structural signature (tag plus the tags of their
 * children, two levels deep; tag plus class for siblings that have one) that each hold something
 * to act on (a link or a button). The list a
 * person means is the group with the most content: a result grid outweighs a menu bar because its
 * items hold more (title, price, picture, button).
 */
import type { PageElement, PageModel } from '../page/types.js';
import type { ItemSelector, Query } from '../thingtalk/ast.js';
import { firstMoney } from '../thingtalk/money.js';

export interface RepeatedItem {
  /** The item's container (the card, the row). */
  element: PageElement;
  /** What a click on the item should hit: its first link, else its first button, else the item. */
  target: PageElement;
  /** Visible text of the item, white space collapsed. */
  text: string;
  /** The item's title: the first text in it ("Kamo River Hotel", "Drunken Noodles"), when it has one. */
  title?: string;
  /** The link's href, when the item has one. */
  href?: string;
  /** A price shown in the item, when there is one. */
  price?: number;
}

const ACTIONABLE_TAGS = new Set(['a', 'button']);
const LIST_TAGS = new Set(['tbody', 'ul', 'ol']);
const LIST_ROLES = new Set(['list', 'grid', 'rowgroup', 'feed', 'table', 'listbox']);

function signature(el: PageElement, page: PageModel, depth = 2): string {
  if (depth === 0 || el.children.length === 0) return el.tag;
  const kids = el.children.map((c) => page.elements[c]).filter((c): c is PageElement => !!c && c.tag !== '#text');
  return `${el.tag}(${kids.map((k) => signature(k, page, depth - 1)).join(',')})`;
}

function descendants(el: PageElement, page: PageModel): PageElement[] {
  const out: PageElement[] = [];
  const stack = [...el.children].reverse();
  while (stack.length) {
    const i = stack.pop()!;
    const d = page.elements[i];
    if (!d) continue;
    out.push(d);
    for (let k = d.children.length - 1; k >= 0; k--) stack.push(d.children[k]!);
  }
  return out;
}

function isActionable(el: PageElement): boolean {
  return ACTIONABLE_TAGS.has(el.tag) || el.role === 'link' || el.role === 'button';
}

export function itemText(el: PageElement, page: PageModel): string {
  const parts: string[] = [];
  if (el.text) parts.push(el.text);
  for (const d of descendants(el, page)) if (d.visible !== false && d.text) parts.push(d.text);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The first price a text shows (the SDK's one money pattern, src/thingtalk/money.ts). */
export const priceIn = firstMoney;

function toItem(el: PageElement, page: PageModel): RepeatedItem {
  const inside = [el, ...descendants(el, page)];
  const target = inside.find((d) => d.tag === 'a' && d.attributes.href !== undefined) ?? inside.find(isActionable) ?? el;
  const text = itemText(el, page);
  const item: RepeatedItem = { element: el, target, text };
  const title = inside.find((d) => d.tag !== '#text' && d.visible !== false && /[\p{L}\p{N}]/u.test(d.text ?? '') && d.children.every((c) => page.elements[c]?.tag === '#text'))?.text.replace(/\s+/g, ' ').trim();
  if (title) item.title = title.slice(0, 80);
  if (target.tag === 'a' && target.attributes.href !== undefined) item.href = target.attributes.href;
  const price = priceIn(text);
  if (price !== undefined) item.price = price;
  return item;
}

/** Reading order: rows top to bottom (boxes whose tops are within half a height are one row), left to right; else document order. */
function readingOrder(items: RepeatedItem[]): RepeatedItem[] {
  if (!items.every((i) => i.element.box)) return items;
  return [...items].sort((a, b) => {
    const A = a.element.box!;
    const B = b.element.box!;
    const sameRow = Math.abs(A.top - B.top) < Math.min(A.height, B.height) / 2;
    return sameRow ? A.left - B.left : A.top - B.top;
  });
}

/** How much an item holds: its descendants with text or a picture (at most 8 count). */
function content(el: PageElement, page: PageModel): number {
  return Math.min(descendants(el, page).filter((d) => d.text || d.tag === 'img' || d.role === 'img').length, 8);
}

const HEADING = /^h[1-6]$/;
const MAX_CARD_ELEMENTS = 40;

/**
 * A lone result outside a list container: the only element child of its parent, holding a heading
 * with a link in it and something more, and small (a result grid of one card).
 */
function loneResult(el: PageElement, page: PageModel): boolean {
  // A card is small: a page wrapper that holds headings with links is not one result.
  if (el.visible === false || el.tag === '#text' || content(el, page) < 3) return false;
  const inside = descendants(el, page);
  if (inside.length > MAX_CARD_ELEMENTS) return false;
  const parent = el.parent !== undefined ? page.elements[el.parent] : undefined;
  if (!parent || parent.children.filter((c) => page.elements[c] && page.elements[c]!.tag !== '#text').length !== 1) return false;
  const link = (a: PageElement) => a.tag === 'a' && a.attributes.href !== undefined;
  if (inside.some((h) => HEADING.test(h.tag) && descendants(h, page).some(link))) return true;
  // A card whose heading is plain text and whose link is its own line ("View details"): a card's
  // heading is below the page's main one (a section headed by an h1 is the page, not a result).
  return inside.some((h) => /^h[2-6]$/.test(h.tag)) && !inside.some((h) => h.tag === 'h1') && inside.some(link);
}

/**
 * Whether a group's items are things to act on: each holds a link or a button — or, among
 * siblings of one class, all but one do (the card of the plan you are on, a sold-out product:
 * still a card the person counts when they say "the third plan").
 */
function actionableGroup(items: RepeatedItem[], sameClass: boolean): boolean {
  const without = items.filter((i) => !isActionable(i.target)).length;
  return without === 0 || (sameClass && without === 1 && items.length >= 3);
}

/**
 * Every group of repeated items on the page, best first: several items that each hold more than
 * their own words (result cards, rows) before a lone result, before a list of bare links (a
 * filter list); within each, the group with the most content.
 */
export function repeatedGroups(page: PageModel): RepeatedItem[][] {
  const groups: Array<{ items: RepeatedItem[]; weight: number; rank: number }> = [];
  for (const parent of page.elements) {
    // A list container (<tbody>, <ul>, role=list…) may list a single result.
    const listContainer = LIST_TAGS.has(parent.tag) || LIST_ROLES.has(parent.role ?? '');
    if (parent.children.length < 1 || parent.visible === false) continue;
    const bySignature = new Map<string, PageElement[]>();
    for (const c of parent.children) {
      const el = page.elements[c];
      if (!el || el.tag === '#text' || el.visible === false) continue;
      // Siblings of one class are one kind of item even when their contents differ (a card with two badges).
      const cls = (el.attributes.class ?? '').trim();
      const sig = cls ? `${el.tag}.${cls}` : signature(el, page);
      const list = bySignature.get(sig) ?? [];
      list.push(el);
      bySignature.set(sig, list);
    }
    for (const members of bySignature.values()) {
      const lone = members.length === 1 && !listContainer && loneResult(members[0]!, page);
      if (members.length < (listContainer || lone ? 1 : 2)) continue;
      const items = members.map((m) => toItem(m, page));
      if (!actionableGroup(items, (members[0]!.attributes.class ?? '').trim() !== '')) continue;
      const weight = members.reduce((sum, m) => sum + content(m, page), 0);
      // Items that hold nothing but their own words (a bar of bare links) are a menu, not a list of
      // results; bare links count as a list only in a list container, after any richer list.
      if (weight < members.length || (weight < 2 * members.length && !listContainer)) continue;
      const rich = weight >= 2 * members.length;
      groups.push({ items: readingOrder(items), weight, rank: !rich ? 0 : members.length > 1 ? 2 : 1 });
    }
  }
  return groups.sort((a, b) => b.rank - a.rank || b.weight - a.weight).map((g) => g.items);
}

/** The main list of repeated items on the page (the heaviest group), or an empty list. */
export function repeatedItems(page: PageModel): RepeatedItem[] {
  return repeatedGroups(page)[0] ?? [];
}

const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();

/** The words of a description that narrow items (plurals match their singular: "the one with the unicorns": "Unicorn T-shirt"). */
function narrowingWords(description: string): string[] {
  // Short words go ("the", "of"), but not one with a digit ("4K", "5G").
  return norm(description).split(' ').filter((w) => w.length > 2 || (w.length === 2 && /\d/.test(w))).map((w) => w.replace(/(?<!s)s$/, ''));
}

/** The items whose text holds every word of the description. */
function itemsHolding(items: RepeatedItem[], description: string): RepeatedItem[] {
  const words = narrowingWords(description);
  return words.length ? items.filter((i) => words.every((w) => norm(i.text).includes(w))) : [];
}

/**
 * The item `selector` picks among `items`. A description narrows the items to those whose text
 * holds all of its words ("the second jacket"); when none does, it is ignored (it named the kind
 * of item: "result", "one").
 */
export function pickItem(items: RepeatedItem[], selector: ItemSelector, description?: string): RepeatedItem | undefined {
  let pool = items;
  if (description) {
    const narrowed = itemsHolding(items, description);
    if (narrowed.length) pool = narrowed;
  }
  if (pool.length === 0) return undefined;
  if (typeof selector === 'number') return pool[selector - 1];
  switch (selector) {
    case 'last':
      return pool[pool.length - 1];
    case 'middle':
      return pool[Math.floor((pool.length - 1) / 2)];
    case 'left':
    case 'right': {
      // Among the items of the first row: the leftmost or rightmost.
      const first = pool[0]!.element.box;
      const row = first ? pool.filter((i) => i.element.box && Math.abs(i.element.box.top - first.top) < first.height / 2) : pool;
      return selector === 'left' ? row[0] : row[row.length - 1];
    }
    case 'cheapest':
    case 'priciest': {
      const priced = pool.filter((i) => i.price !== undefined);
      if (!priced.length) return undefined;
      return priced.reduce((best, i) => ((selector === 'cheapest' ? i.price! < best.price! : i.price! > best.price!) ? i : best));
    }
  }
}

/**
 * The repeated item a query with `item` means, on this page. An item named by its words ("the
 * drunken noodles" on a menu) is looked for in the main list first, then in the page's other
 * groups of repeated items (a menu's rows of another shape: one with a form, one with a link).
 */
export function groundItemQuery(query: Query, page: PageModel, values?: Record<string, string>): RepeatedItem | undefined {
  if (query.item === undefined) return undefined;
  const d = query.description;
  const description = !d ? undefined : d.kind === 'variable' ? values?.[d.name] : d.value;
  const groups = repeatedGroups(page);
  const main = groups[0] ?? [];
  if (description && !itemsHolding(main, description).length) {
    const other = groups.find((g) => itemsHolding(g, description).length);
    if (other) return pickItem(other, query.item, description);
  }
  return pickItem(main, query.item, description);
}
