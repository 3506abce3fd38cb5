/**
 * `pageFromCapture(raw)`: the page model of a live page, from what the in-page capture returned.
 * The capture crosses a trust boundary (a page can tamper with its own globals), so every field is
 * checked: wrong shapes give `E_PAGE_INVALID`, dangling references are dropped.
 */
import type { Box, PageElement, PageModel } from './types.js';
import type { RawCapture } from './in-page/capture.js';
import { ICON_TAGS, elementTypeOf } from './element-type.js';
import { invalidPage } from './errors.js';

const MAX_ELEMENTS = 200_000;

/**
 * Build the page model of a capture. `raw` may also be the capture as a JSON string: on big pages
 * `page.evaluate(\`JSON.stringify((${CAPTURE_SCRIPT})())\`)` crosses from the browser several
 * times faster than the object itself (Playwright serialises object graphs node by node).
 */
export function pageFromCapture(raw: RawCapture | string | unknown): PageModel {
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      throw invalidPage('The capture string is not JSON');
    }
  }
  if (!raw || typeof raw !== 'object' || !Array.isArray((raw as RawCapture).elements)) {
    throw invalidPage('A capture must be an object with an `elements` array (the result of CAPTURE_SCRIPT)');
  }
  const cap = raw as RawCapture;
  const list = cap.elements.length > MAX_ELEMENTS ? cap.elements.slice(0, MAX_ELEMENTS) : cap.elements;
  const n = list.length;
  const idx = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n ? v : undefined);
  const elements: PageElement[] = list.map((r, index) => {
    if (!r || typeof r !== 'object') throw invalidPage(`Capture element ${index} is not an object`);
    const tag = typeof r.tag === 'string' ? r.tag.toLowerCase() : 'unknown';
    const attributes: Record<string, string> = {};
    if (r.attributes && typeof r.attributes === 'object') {
      for (const [k, v] of Object.entries(r.attributes)) if (typeof v === 'string') attributes[k] = v;
    }
    const el: PageElement = {
      index,
      id: typeof r.id === 'string' ? r.id : String(index),
      tag,
      name: typeof r.name === 'string' ? r.name : '',
      text: typeof r.text === 'string' ? r.text : '',
      attributes,
      visible: r.visible !== false,
      children: Array.isArray(r.children) ? r.children.map(idx).filter((c): c is number => c !== undefined && c !== index) : [],
    };
    if (typeof r.role === 'string') el.role = r.role;
    if (typeof r.inputType === 'string') el.inputType = r.inputType;
    if (typeof r.value === 'string') el.value = r.value;
    if (typeof r.checked === 'boolean') el.checked = r.checked;
    if (Array.isArray(r.options)) el.options = r.options.filter((o): o is string => typeof o === 'string');
    const box = checkBox(r.box);
    if (box) el.box = box;
    const parent = idx(r.parent);
    if (parent !== undefined && parent !== index) el.parent = parent;
    const target = idx(r.target);
    if (target !== undefined && target !== index) el.target = target;
    const frame = idx(r.frame);
    if (frame !== undefined) el.frame = frame;
    if (r.styles && typeof r.styles === 'object') el.styles = { ...r.styles };
    return el;
  });
  for (const el of elements) {
    const type = elementTypeOf({
      tag: el.tag,
      role: el.role,
      inputType: el.inputType,
      attributes: el.attributes,
      text: el.text,
      hasElementChildren: el.children.some((c) => elements[c]!.tag !== '#text'),
      iconOnly: isIconOnly(elements, el),
      box: el.box,
      styles: el.styles,
    });
    if (type) el.type = type;
  }
  const viewport = cap.viewport && typeof cap.viewport === 'object' ? cap.viewport : { width: 0, height: 0 };
  const page: PageModel = {
    viewport: { width: finite(viewport.width) || 1280, height: finite(viewport.height) || 720 },
    elements,
  };
  if (typeof cap.url === 'string') page.url = cap.url;
  if (typeof cap.title === 'string') page.title = cap.title;
  if (cap.scroll && typeof cap.scroll === 'object') page.scroll = { x: finite(cap.scroll.x), y: finite(cap.scroll.y) };
  if (cap.truncated || list.length < cap.elements.length) page.truncated = true;
  return page;
}

function finite(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

export function checkBox(b: unknown): Box | undefined {
  if (!b || typeof b !== 'object') return undefined;
  const { left, top, width, height } = b as Box;
  if (![left, top, width, height].every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
  return { left, top, width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * A link or button drawn as an icon: no words inside, and an <svg>/<i>/<img> child or a symbol
 * ("×", "☰") as its only text.
 */
function isIconOnly(elements: PageElement[], el: PageElement): boolean {
  if (el.children.length > 3) return false;
  const text = textInside(elements, el, 0, '').trim();
  if (/[\p{L}\p{N}]/u.test(text)) return false;
  return text.length > 0 ? text.length <= 2 : el.children.some((c) => ICON_TAGS.has(elements[c]!.tag));
}

function textInside(elements: PageElement[], el: PageElement, depth: number, acc: string): string {
  let s = acc + el.text;
  if (depth > 6 || s.length > 8) return s;
  for (const c of el.children) {
    s = textInside(elements, elements[c]!, depth + 1, s);
    if (s.length > 8) break;
  }
  return s;
}
