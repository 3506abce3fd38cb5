/**
 * The page model shared by grounding and the adapters: types, the in-page capture script, and
 * the builders from each source (live capture, HTML string, RUSS snapshot).
 */
export type { Box, PageElement, PageModel } from './types.js';
export type { CaptureOptions, RawCapture, RawElement, RawBox } from './in-page/capture.js';
export { CAPTURE_SCRIPT } from './capture-script.generated.js';
export { pageFromCapture } from './from-capture.js';
export { pageFromHtml, type HtmlPageOptions } from './from-html.js';
export { elementTypeOf, type TypingFacts } from './element-type.js';
export { PageError } from './errors.js';

/**
 * JavaScript source of a function `(id) => Node | undefined` that returns the live node of an
 * element id from the latest capture in this page (or frame's top window):
 * `page.evaluateHandle(`(${ELEMENT_HANDLE_EXPRESSION})(${JSON.stringify(id)})`)`.
 * Elements inside same-origin iframes are nodes of the iframe's document.
 */
export const ELEMENT_HANDLE_EXPRESSION =
  '(id) => (globalThis.__russ && Array.isArray(globalThis.__russ.nodes) ? globalThis.__russ.nodes[Number(id)] : undefined)';
export { pageFromRussSnapshot, fromRussSnapshot, type RussSnapshotOptions } from './from-russ-snapshot.js';
