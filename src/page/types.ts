/**
 * The page model: one shape for every source (a RUSS snapshot, a live page captured by the in-page
 * script, an HTML string). Grounding reads it; adapters produce it. Plain JSON-able data, so a
 * capture can cross from the page to Node unchanged.
 */
import type { ElementType } from '../thingtalk/ast.js';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageElement {
  /** Position in `PageModel.elements` (document order). */
  index: number;
  /** Stable id within this page model: the snapshot's `xid`, or the capture's element id. */
  id: string;
  /** Lower-case tag name; `#text` for a text node that has element siblings. */
  tag: string;
  /** Explicit or implicit ARIA role, when it has one. */
  role?: string;
  /** Accessible name (WAI-ARIA accname), white space collapsed. */
  name: string;
  /** The element's own visible text (text nodes directly under it), white space collapsed. */
  text: string;
  /** The paper's element type, from tag, role and input type; undefined for plain containers. */
  type?: ElementType;
  /** `type` attribute of an input/button, lower case. */
  inputType?: string;
  /** HTML attributes as captured (values may be cut). */
  attributes: Record<string, string>;
  /** Current value of a form control. */
  value?: string;
  /** Checked state of a checkbox or radio. */
  checked?: boolean;
  /** Option labels of a select. */
  options?: string[];
  visible: boolean;
  /** Layout box in CSS pixels, page coordinates; absent when unknown. */
  box?: Box;
  parent?: number;
  children: number[];
  /** Index of the element an action should hit: the input a label names, the link around a span. */
  target?: number;
  /** A few computed styles, when known (cursor, font-family of icon fonts, background-image…). */
  styles?: Record<string, string>;
  /** Index of the `<iframe>` element whose document holds this element (live captures). */
  frame?: number;
  /**
   * Locator facts recorded by a source that has no DOM tree to compute them from (Similo widget
   * lists): the element's XPath, its XPath from the nearest ancestor with an id, its whole
   * visible text and the nearest visible text around it. Computed from the model when absent.
   */
  xpath?: string;
  idXpath?: string;
  visibleText?: string;
  neighbors?: { above?: string; below?: string; left?: string; right?: string };
}

export interface PageModel {
  url?: string;
  title?: string;
  /** Viewport size used to interpret absolute locations (top right …). */
  viewport: { width: number; height: number };
  elements: PageElement[];
  /** Page scroll offset when captured (live captures). */
  scroll?: { x: number; y: number };
  /** True when the source had more elements than the model keeps. */
  truncated?: boolean;
}
