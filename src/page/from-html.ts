/**
 * `pageFromHtml(html)`: a page model from an HTML string, by running the same in-page capture on
 * a parsed document — the browser's DOMParser when there is one, linkedom in Node. There is no
 * layout engine in Node: elements have no boxes, visibility comes only from the `hidden`
 * attribute, `type=hidden` and inline `display:none`/`visibility:hidden`, and location filters
 * (top right…) have nothing to work with. Use a live capture for those.
 */
import { parseHTML } from './linkedom.js';
import { capture } from './in-page/capture.js';
import { pageFromCapture } from './from-capture.js';
import { PageError } from './errors.js';
import type { PageModel } from './types.js';

export interface HtmlPageOptions {
  url?: string;
  /** Viewport assumed for locations (there are no boxes, so it only sets `page.viewport`). */
  viewport?: { width: number; height: number };
  /** Refuse documents longer than this many characters. Default 20 MB. */
  maxLength?: number;
  maxElements?: number;
}

export function pageFromHtml(html: string, options: HtmlPageOptions = {}): PageModel {
  if (typeof html !== 'string') throw new PageError('E_PAGE_INVALID', 'pageFromHtml expects an HTML string');
  const max = options.maxLength ?? 20_000_000;
  if (html.length > max) throw new PageError('E_PAGE_TOO_LARGE', `HTML of ${html.length} characters is over the ${max} limit`, { length: html.length });
  const doc = parseDocument(html);
  const raw = capture({ document: doc, layout: false, remember: false, maxElements: options.maxElements });
  const page = pageFromCapture(raw);
  if (options.url) page.url = options.url;
  else delete page.url;
  page.viewport = options.viewport ?? { width: 1280, height: 720 };
  return page;
}

function parseDocument(html: string): Document {
  const DP = (globalThis as { DOMParser?: typeof DOMParser }).DOMParser;
  if (DP) return new DP().parseFromString(html, 'text/html');
  const markup = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  return parseHTML(markup).document as unknown as Document;
}
