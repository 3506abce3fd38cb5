/** Small DOM-free helpers shared by the in-page capture modules. */

/** Elements whose content is never rendered as page content. */
export const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'meta', 'link', 'head', 'title', 'base']);

/** Elements without a meaningful layout box of their own. */
export const BOX_FREE_TAGS = new Set(['option', 'optgroup']);

/** Collapse white space (including non-breaking spaces) and trim. */
export function collapse(s: string): string {
  return s.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** Cut a string to `max` characters, marking the cut with an ellipsis. */
export function cut(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, Math.max(0, max - 1))}…` : s;
}
