/**
 * Round 25: the cards of a grid read as rows (`TaskPage.rows`) for a basket's adds. `rowsOf`
 * (conversation.ts) reads table rows and list items; a menu or shop shown as a grid of cards —
 * `<div class="card">` siblings, each a heading, a price, a Quantity box and its own "Add <item> to
 * order" button, with no link of its own — has neither. Here the page's repeated items
 * (grounding/repeated.ts: siblings of one class or one shape that each hold a control) that are not
 * rows or list items, and that each have a heading, give one row each: the heading first among the
 * cells, the card's links and buttons by name, its count boxes by name.
 *
 * Structure only: no word of a site.
 */
import { repeatedGroups } from '../grounding/repeated.js';
import type { PageElement, PageModel } from '../page/types.js';

export interface CardRow {
  cells: string[];
  controls: string[];
  counts?: string[];
}

const HEADING = /^h[1-6]$/;
/** At most this many cards are read (a long catalogue's first screenfuls). */
const MAX_CARDS = 60;

const isControl = (e: PageElement): boolean => (e.tag === 'a' || e.tag === 'button' || e.role === 'button' || e.role === 'link') && !!e.name.trim();

/** The element's descendants, depth-first in document order (bounded: 400 elements, 12 levels). */
function inside(page: PageModel, root: PageElement): PageElement[] {
  const out: PageElement[] = [];
  const walk = (e: PageElement, depth: number): void => {
    if (depth > 12 || out.length > 400) return;
    for (const i of e.children) {
      const c = page.elements[i];
      if (!c || c.visible === false) continue;
      out.push(c);
      walk(c, depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

/** A count box: a number box, or a menu whose options are bare counts. */
function isCount(e: PageElement): boolean {
  if (e.tag === 'input' && e.inputType === 'number') return true;
  const options = (e.options ?? []).filter((o) => /\S/.test(o));
  return e.tag === 'select' && options.length > 1 && options.every((o) => /^\s*\d{1,3}\s*$/.test(o));
}

/** The cards of the page's grids of repeated items (not table rows or list items: `rowsOf` reads those), as rows. */
export function cardRows(page: PageModel): CardRow[] {
  const out: CardRow[] = [];
  for (const group of repeatedGroups(page)) {
    if (group.length < 2 || group.some((i) => i.element.tag === 'tr' || i.element.tag === 'li')) continue;
    for (const item of group) {
      if (out.length >= MAX_CARDS) return out;
      const all = inside(page, item.element);
      const heading = all.find((e) => HEADING.test(e.tag) || e.role === 'heading');
      const title = heading ? (heading.name || heading.text).replace(/\s+/g, ' ').trim() : '';
      if (!title) continue;
      const controls = [...new Set(all.filter(isControl).map((e) => e.name.replace(/\s+/g, ' ').trim()))];
      if (!controls.length) continue;
      const counts = all.filter(isCount).map((e) => e.name.trim() || 'quantity');
      const rest = item.text.replace(title, ' ').replace(/\s+/g, ' ').trim();
      out.push({ cells: [title, ...(rest ? [rest] : [])], controls, ...(counts.length ? { counts } : {}) });
    }
  }
  return out;
}
