/**
 * The in-page capture: DOM-only code that walks a document — open shadow roots and same-origin
 * iframes included — and returns a JSON-able `RawCapture` of its elements and meaningful text
 * nodes. It imports nothing from Node: `npm run build:capture` bundles this folder into the
 * `CAPTURE_SCRIPT` string adapters inject into pages, and `pageFromHtml` runs the same code on a
 * linkedom document in Node.
 *
 * After a capture, `globalThis.__russ.nodes[Number(id)]` is the live node of element `id`
 * (re-created by every capture), so adapters can act on what grounding picked.
 */
import { accessibleName, computeRole, type NameContext } from './accname.js';
import { BOX_FREE_TAGS, SKIPPED_TAGS, cut, collapse } from './dom-util.js';
import type { Box } from '../types.js';

export interface CaptureOptions {
  /** Stop after this many elements (the capture is then marked `truncated`). Default 20,000. */
  maxElements?: number;
  /** Attribute values are cut to this many characters. Default 300 (as in the RUSS snapshots). */
  maxAttributeLength?: number;
  /** Text and names are cut to this many characters. Default 500. */
  maxTextLength?: number;
  /** Read layout (boxes, computed styles). Default true when the document has a layout engine. */
  layout?: boolean;
  /** Keep the live nodes in `globalThis.__russ`. Default true. */
  remember?: boolean;
  /** The document to capture. Default: the global `document`. */
  document?: Document;
}

/** The page model's box: CSS pixels, page coordinates (a type-only import; nothing from outside runs in the page). */
export type RawBox = Box;

export interface RawElement {
  id: string;
  /** Lower-case tag name, or `#text` for a text node among element siblings. */
  tag: string;
  role?: string;
  name: string;
  text: string;
  inputType?: string;
  attributes: Record<string, string>;
  value?: string;
  checked?: boolean;
  options?: string[];
  visible: boolean;
  box?: RawBox;
  /** A few computed styles that help typing (cursor, font-family of icon fonts). */
  styles?: Record<string, string>;
  parent?: number;
  children: number[];
  target?: number;
  /** Index of the `<iframe>` element whose document holds this element. */
  frame?: number;
}

export interface RawCapture {
  version: 1;
  url: string;
  title: string;
  viewport: { width: number; height: number };
  scroll: { x: number; y: number };
  elements: RawElement[];
  truncated: boolean;
}

interface RussGlobal {
  nodes: Node[];
  capture: (options?: CaptureOptions) => RawCapture;
}

const ELEMENT_NODE = 1;
/** Deeper elements are left out (and the capture marked truncated): pages that nest thousands of levels would overflow the stack. */
const MAX_DEPTH = 512;
const TEXT_NODE = 3;

/** Elements an action lands on; a click on anything inside them is retargeted to them. */
const INTERACTIVE_SELECTOR =
  'a[href],button,input,select,textarea,summary,label,[role=button],[role=link],[role=menuitem],[role=tab],[role=checkbox],[role=radio],[role=option],[role=switch],[onclick]';

export function capture(options: CaptureOptions = {}): RawCapture {
  const doc = options.document ?? document;
  const maxElements = options.maxElements ?? 20_000;
  const maxAttr = options.maxAttributeLength ?? 300;
  const maxText = options.maxTextLength ?? 500;
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const layout =
    options.layout ?? (!!view && typeof view.getComputedStyle === 'function' && typeof doc.documentElement?.getBoundingClientRect === 'function');

  const elements: RawElement[] = [];
  const nodes: Node[] = [];
  const indexOf = new Map<Node, number>();
  let truncated = false;
  const nameContext: NameContext = { layout, styleOf: (el) => styleOf(el), budget: 0 };
  const styleCache = new Map<Element, CSSStyleDeclaration | null>();

  function styleOf(el: Element): CSSStyleDeclaration | null {
    if (!layout) return null;
    let s = styleCache.get(el);
    if (s === undefined) {
      const w = el.ownerDocument.defaultView;
      try {
        s = w ? w.getComputedStyle(el) : null;
      } catch {
        s = null;
      }
      styleCache.set(el, s);
    }
    return s;
  }

  function boxOf(el: Element, offset: { x: number; y: number }): RawBox | undefined {
    if (!layout || typeof el.getBoundingClientRect !== 'function') return undefined;
    const r = el.getBoundingClientRect();
    return { left: round(r.left + offset.x), top: round(r.top + offset.y), width: round(r.width), height: round(r.height) };
  }

  function textBoxOf(node: Text, offset: { x: number; y: number }): RawBox | undefined {
    if (!layout) return undefined;
    try {
      const range = node.ownerDocument.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      return { left: round(r.left + offset.x), top: round(r.top + offset.y), width: round(r.width), height: round(r.height) };
    } catch {
      return undefined;
    }
  }

  function add(node: Node, raw: Omit<RawElement, 'id' | 'children'>): number {
    const i = elements.length;
    const el: RawElement = { id: String(i), children: [], ...raw };
    elements.push(el);
    nodes.push(node);
    indexOf.set(node, i);
    if (raw.parent !== undefined) elements[raw.parent]!.children.push(i);
    return i;
  }

  /** Children in rendering order: the shadow tree (slots resolved) when there is one, else the light DOM. */
  function composedChildren(node: Node): Node[] {
    const el = node as Element;
    const shadow = node.nodeType === ELEMENT_NODE ? (el.shadowRoot as ShadowRoot | null) : null;
    const list = shadow ? Array.from(shadow.childNodes) : Array.from(node.childNodes);
    const out: Node[] = [];
    for (const child of list) {
      if (child.nodeType === ELEMENT_NODE && (child as Element).localName === 'slot' && typeof (child as HTMLSlotElement).assignedNodes === 'function') {
        const assigned = (child as HTMLSlotElement).assignedNodes({ flatten: true });
        out.push(...(assigned.length ? assigned : Array.from(child.childNodes)));
      } else out.push(child);
    }
    return out;
  }

  function walk(node: Node, parent: number | undefined, hiddenAbove: boolean, offset: { x: number; y: number }, frame: number | undefined, depth = 0): void {
    if (elements.length >= maxElements || depth > MAX_DEPTH) {
      truncated = true;
      return;
    }
    const el = node as Element;
    const tag = el.localName?.toLowerCase() ?? '';
    if (SKIPPED_TAGS.has(tag)) return;

    const attributes: Record<string, string> = {};
    for (const a of Array.from(el.attributes ?? [])) {
      if (a.name === 'style') continue;
      attributes[a.name] = cut(a.value, maxAttr);
    }
    const style = styleOf(el);
    const box = BOX_FREE_TAGS.has(tag) ? undefined : boxOf(el, offset);
    const inlineHidden = /display\s*:\s*none|visibility\s*:\s*hidden/i.test(el.getAttribute?.('style') ?? '');
    const selfHidden =
      el.hasAttribute?.('hidden') ||
      (tag === 'input' && (el.getAttribute('type') ?? '').toLowerCase() === 'hidden') ||
      (style ? style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse' || style.opacity === '0' : inlineHidden);
    const hidden = hiddenAbove || selfHidden;

    const raw: Omit<RawElement, 'id' | 'children'> = {
      tag,
      name: '',
      text: '',
      attributes,
      visible: !hidden,
    };
    const role = computeRole(el);
    if (role) raw.role = role;
    if (box) raw.box = box;
    if (parent !== undefined) raw.parent = parent;
    if (frame !== undefined) raw.frame = frame;
    if (style) {
      const styles: Record<string, string> = {};
      if (style.cursor && style.cursor !== 'auto') styles.cursor = style.cursor;
      const font = style.fontFamily;
      if (font && /icon|awesome|glyph|material|symbol/i.test(font)) styles['font-family'] = cut(font, 100);
      if (style.backgroundImage && style.backgroundImage !== 'none') styles['background-image'] = cut(style.backgroundImage, 100);
      if (Object.keys(styles).length) raw.styles = styles;
    }
    captureControlState(el, tag, raw, maxText);
    const index = add(el, raw);

    // Children: text nodes are folded into the element's own text when it has no element
    // children; among element siblings, each meaningful text node becomes a `#text` element (as
    // in the RUSS snapshots), so "the text the instruction names" can be marked on its own.
    if (tag === 'svg' || tag === 'math') {
      // Inner drawing nodes are noise; an <svg>'s <title> names it (accname).
    } else if (tag === 'iframe' || tag === 'frame') {
      let inner: Document | null = null;
      try {
        inner = (el as HTMLIFrameElement).contentDocument;
      } catch {
        inner = null; // cross-origin
      }
      if (inner && inner.body) {
        const frameOffset = { x: offset.x, y: offset.y };
        if (box) {
          frameOffset.x = box.left + ((el as HTMLElement).clientLeft || 0);
          frameOffset.y = box.top + ((el as HTMLElement).clientTop || 0);
          // Boxes inside the frame are relative to its viewport; its scroll position moves them.
        }
        walk(inner.body, index, hidden, frameOffset, index, depth + 1);
      }
    } else {
      const kids = composedChildren(el);
      const hasElementChild = kids.some((k) => k.nodeType === ELEMENT_NODE && !SKIPPED_TAGS.has((k as Element).localName));
      const own: string[] = [];
      for (const kid of kids) {
        if (kid.nodeType === TEXT_NODE) {
          const t = collapse(kid.nodeValue ?? '');
          if (!t) continue;
          if (!hasElementChild) own.push(t);
          else {
            if (elements.length >= maxElements) {
              truncated = true;
              break;
            }
            const tb = textBoxOf(kid as Text, offset);
            const textRaw: Omit<RawElement, 'id' | 'children'> = { tag: '#text', name: cut(t, maxText), text: cut(t, maxText), attributes: {}, visible: !hidden, parent: index };
            if (tb) {
              textRaw.box = tb;
              if (tb.width === 0 && tb.height === 0) textRaw.visible = false;
            }
            if (frame !== undefined) textRaw.frame = frame;
            add(kid, textRaw);
          }
        } else if (kid.nodeType === ELEMENT_NODE) {
          walk(kid, index, hidden, offset, frame, depth + 1);
        }
      }
      if (own.length) elements[index]!.text = cut(collapse(own.join(' ')), maxText);
    }

    const self = elements[index]!;
    // A box of zero size hides an element unless something inside it shows (floats, overflow).
    if (self.visible && box && (box.width === 0 || box.height === 0) && tag !== 'body' && tag !== 'html') {
      const anyVisibleChild = self.children.some((c) => elements[c]!.visible);
      if (!anyVisibleChild && (!style || style.overflow !== 'visible' || self.children.length === 0)) self.visible = false;
    }
  }

  const scroll = { x: view && layout ? view.scrollX || 0 : 0, y: view && layout ? view.scrollY || 0 : 0 };
  const root = doc.body ?? doc.documentElement;
  if (root) walk(root, undefined, false, scroll, undefined);

  // Names and action targets need the whole tree (labels point forward and backward).
  // Targets: one pass in document order carries the nearest interactive ancestor down the
  // composed tree (shadow hosts included), instead of a `closest()` per element.
  const interactive: boolean[] = new Array(elements.length);
  const interactiveAbove: Array<number | undefined> = new Array(elements.length);
  for (let i = 0; i < elements.length; i++) {
    const raw = elements[i]!;
    const node = nodes[i]!;
    const p = raw.parent;
    interactiveAbove[i] = p === undefined ? undefined : interactive[p] ? p : interactiveAbove[p];
    interactive[i] = raw.tag !== '#text' && isInteractive(node as Element);
    if (raw.tag !== '#text') {
      nameContext.budget = 4000; // per element: bounds the cost of names from big subtrees
      raw.name = cut(accessibleName(node as Element, nameContext), maxText);
    }
    let target: number | undefined;
    if (raw.tag === 'label') {
      const control = labelControl(node as HTMLLabelElement);
      target = control ? indexOf.get(control) : undefined;
    } else if (!interactive[i]) {
      const above = interactiveAbove[i];
      if (above !== undefined) {
        if (elements[above]!.tag === 'label') {
          const control = labelControl(nodes[above] as HTMLLabelElement);
          target = (control && indexOf.get(control)) ?? above;
        } else target = above;
      }
    }
    if (target !== undefined && target !== i) raw.target = target;
  }

  const result: RawCapture = {
    version: 1,
    url: safe(() => doc.location?.href ?? '', ''),
    title: cut(collapse(doc.title ?? ''), maxText),
    viewport: {
      width: view && layout ? view.innerWidth || 0 : 0,
      height: view && layout ? view.innerHeight || 0 : 0,
    },
    scroll,
    elements,
    truncated,
  };
  if (options.remember !== false) {
    (globalThis as unknown as { __russ: RussGlobal }).__russ = { nodes, capture };
  }
  return result;
}

function captureControlState(el: Element, tag: string, raw: Omit<RawElement, 'id' | 'children'>, maxText: number): void {
  if (tag === 'input') {
    const input = el as HTMLInputElement;
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    raw.inputType = type;
    if (type === 'checkbox' || type === 'radio') raw.checked = !!input.checked;
    else if (type === 'password') raw.value = input.value ? '•'.repeat(Math.min(input.value.length, 12)) : '';
    else if (type !== 'file') raw.value = cut(String(input.value ?? el.getAttribute('value') ?? ''), maxText);
  } else if (tag === 'button') {
    raw.inputType = (el.getAttribute('type') ?? 'submit').toLowerCase();
  } else if (tag === 'textarea') {
    raw.value = cut(String((el as HTMLTextAreaElement).value ?? el.textContent ?? ''), maxText);
  } else if (tag === 'select') {
    const select = el as HTMLSelectElement;
    const opts = Array.from(el.querySelectorAll('option'));
    raw.options = opts.slice(0, 500).map((o) => cut(collapse(o.textContent ?? ''), 200));
    const selected = opts.find((o) => (o as HTMLOptionElement).selected) ?? opts[0];
    if (select.value !== undefined && selected) raw.value = cut(collapse(selected.textContent ?? ''), maxText);
  } else if (el.getAttribute?.('role') === 'checkbox' || el.getAttribute?.('role') === 'switch' || el.getAttribute?.('role') === 'radio') {
    raw.checked = el.getAttribute('aria-checked') === 'true';
  }
}

function isInteractive(el: Element | undefined): boolean {
  return !!el && typeof el.matches === 'function' && safe(() => el.matches(INTERACTIVE_SELECTOR), false);
}

function labelControl(label: HTMLLabelElement): Element | null {
  if (label.control) return label.control;
  const forId = label.getAttribute('for');
  const root = label.getRootNode() as Document | ShadowRoot;
  if (forId && typeof root.getElementById === 'function') {
    const byId = root.getElementById(forId);
    if (byId) return byId;
  }
  return label.querySelector('input,select,textarea,button');
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function safe<T>(f: () => T, fallback: T): T {
  try {
    return f();
  } catch {
    return fallback;
  }
}
