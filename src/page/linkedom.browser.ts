/**
 * Browser stand-in for `linkedom` (swapped in by the browser build): browsers have DOMParser,
 * which pageFromHtml uses first, so this is never called there.
 */
export function parseHTML(): never {
  throw new Error('linkedom is not available in the browser build; DOMParser is used instead');
}
