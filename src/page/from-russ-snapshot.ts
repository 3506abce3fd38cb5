/**
 * `pageFromRussSnapshot(elements)`: the page model of a RUSS page snapshot — a JSON array of
 * elements in document order with `xid`, `ref`, upper-case `tag` (`t` = a text node among element
 * siblings), `text`, `attributes`, a layout box, `hidden`, `children` refs, `type`/`value` of
 * controls and a few `styles`. Element ids are the snapshot's xids.
 *
 * Snapshots are untrusted input: a wrong shape gives `E_PAGE_INVALID`, too many elements
 * `E_PAGE_TOO_LARGE`; dangling refs are dropped; a child ref is accepted only when it points
 * forward in document order and the child has no parent yet, so the tree has no cycles; text is
 * cut; names are computed with a bounded amount of work per element.
 */
import type { Box, PageElement, PageModel } from './types.js';
import { ICON_TAGS, elementTypeOf } from './element-type.js';
import { PageError, invalidPage } from './errors.js';

export interface RussSnapshotOptions {
  /** Refuse snapshots with more elements. Default 200,000. */
  maxElements?: number;
  /** Text, names and attribute values are cut to this many characters. Default 500. */
  maxTextLength?: number;
  /** Viewport assumed for absolute locations. Default: 800 px wide (as the RUSS crawl), 600 tall. */
  viewport?: { width: number; height: number };
  url?: string;
}

interface SnapshotElement {
  xid?: unknown;
  ref?: unknown;
  tag?: unknown;
  text?: unknown;
  attributes?: unknown;
  left?: unknown;
  top?: unknown;
  width?: unknown;
  height?: unknown;
  hidden?: unknown;
  children?: unknown;
  type?: unknown;
  value?: unknown;
  styles?: unknown;
}

const NAME_FROM_CONTENT_TAGS = new Set(['a', 'button', 'label', 'summary', 'option', 'legend', 'th', 'td', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'caption']);
const NAME_FROM_CONTENT_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'menuitem', 'tab', 'option', 'switch', 'heading', 'treeitem', 'cell', 'gridcell']);
const INTERACTIVE_TAGS = new Set(['a', 'button', 'input', 'select', 'textarea', 'summary', 'label']);
const INTERACTIVE_ROLES = new Set(['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio', 'option', 'switch']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'meta', 'link', 'head', 'title']);
const CONTENT_CAP = 300;

export function pageFromRussSnapshot(snapshot: unknown, options: RussSnapshotOptions = {}): PageModel {
  if (!Array.isArray(snapshot)) throw invalidPage('A RUSS snapshot must be a JSON array of elements');
  const max = options.maxElements ?? 200_000;
  if (snapshot.length > max) throw new PageError('E_PAGE_TOO_LARGE', `Snapshot has ${snapshot.length} elements, over the ${max} limit`, { elements: snapshot.length });
  const maxText = options.maxTextLength ?? 500;
  const n = snapshot.length;

  // ref → position. `ref` is normally the position itself; trust it only when it is unique.
  const refToPos = new Map<number, number>();
  let refsAreIndexes = true;
  for (let i = 0; i < n; i++) {
    const raw = snapshot[i] as SnapshotElement;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalidPage(`Snapshot element ${i} is not an object`, { index: i });
    if (raw.ref !== i && raw.ref !== undefined) refsAreIndexes = false;
  }
  if (!refsAreIndexes) {
    for (let i = 0; i < n; i++) {
      const raw = snapshot[i] as SnapshotElement;
      const ref = typeof raw.ref === 'number' && Number.isInteger(raw.ref) ? raw.ref : i;
      if (!refToPos.has(ref)) refToPos.set(ref, i);
    }
  }

  const usedIds = new Set<string>();
  const elements: PageElement[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const raw = snapshot[i] as SnapshotElement;
    const rawTag = typeof raw.tag === 'string' ? raw.tag : 'div';
    const tag = rawTag === 't' ? '#text' : rawTag.toLowerCase().slice(0, 40);
    let id = typeof raw.xid === 'string' || typeof raw.xid === 'number' ? String(raw.xid) : String(i);
    if (usedIds.has(id)) id = `${id}#${i}`;
    usedIds.add(id);
    const attributes = cleanRecord(raw.attributes, maxText, 100, true);
    const styles = cleanRecord(raw.styles, 200, 40, false);
    const text = typeof raw.text === 'string' ? cut(collapse(raw.text), maxText) : '';
    // Every field is present from the start (undefined when unknown): one object shape for all
    // elements keeps building and grounding fast on pages of thousands of elements.
    const el: PageElement = {
      index: i,
      id,
      tag,
      role: undefined,
      name: '',
      text,
      type: undefined,
      inputType: undefined,
      attributes,
      value: undefined,
      checked: undefined,
      options: undefined,
      visible: raw.hidden !== true,
      box: undefined,
      parent: undefined,
      children: [],
      target: undefined,
      styles: undefined,
    };
    const role = roleOf(tag, attributes);
    if (role) el.role = role;
    if (tag === 'input' || tag === 'button') {
      const t = (typeof raw.type === 'string' && raw.type ? raw.type : attributes.type ?? (tag === 'button' ? 'submit' : 'text')).toLowerCase();
      el.inputType = t;
    }
    if (typeof raw.value === 'string') el.value = cut(raw.value, maxText);
    else if ((tag === 'input' || tag === 'textarea') && attributes.value !== undefined) el.value = attributes.value;
    if (el.inputType === 'password' && el.value) el.value = '•'.repeat(Math.min(el.value.length, 12));
    if ((el.inputType === 'checkbox' || el.inputType === 'radio') && 'checked' in attributes) el.checked = true;
    const box = boxOf(raw);
    if (box) el.box = box;
    if (hasKeys(styles)) {
      el.styles = styles;
      if (styles.display === 'none' || styles.visibility === 'hidden') el.visible = false;
    }
    if (SKIPPED.has(tag)) el.visible = false;
    elements[i] = el;
  }

  // Tree: forward refs only, one parent per element — no cycles whatever the input says. Child
  // lists are read up to a total budget, so hostile lists (every element listing every other)
  // stay linear.
  let edgeBudget = 10 * n + 1000;
  for (let i = 0; i < n; i++) {
    const kids = (snapshot[i] as SnapshotElement).children;
    if (!Array.isArray(kids)) continue;
    const parent = elements[i]!;
    const m = Math.min(kids.length, edgeBudget);
    edgeBudget -= m;
    for (let j = 0; j < m; j++) {
      const k: unknown = kids[j];
      const pos = typeof k !== 'number' ? undefined : refsAreIndexes ? (k >= 0 && k < n && Number.isInteger(k) ? k : undefined) : refToPos.get(k);
      if (pos === undefined || pos <= i) continue;
      const child = elements[pos]!;
      if (child.parent !== undefined) continue;
      child.parent = i;
      parent.children.push(pos);
    }
  }
  // Visibility is per element: the crawler's `hidden` already accounts for hidden ancestors, and
  // a zero-height container marked hidden may still show its (floating, overflowing) children.

  // Select options (text of <option> children).
  for (const el of elements) {
    if (el.tag !== 'select') continue;
    const opts: string[] = [];
    collectOptions(elements, el, opts, 0);
    el.options = opts;
    if (el.value === undefined && opts.length) el.value = opts[0];
  }

  // Content text (visible text inside), computed on demand for the elements whose names need it.
  const contentCache: Array<string | undefined> = new Array(n);
  const contentOf = (i: number, depth = 0): string => {
    const cached = contentCache[i];
    if (cached !== undefined) return cached;
    const el = elements[i]!;
    // An image inside contributes its alt text (accname: name from content).
    let s = SKIPPED.has(el.tag) ? '' : el.tag === 'img' ? collapse(el.attributes.alt ?? '') : el.text;
    if (depth < 40 && !SKIPPED.has(el.tag)) {
      for (const c of el.children) {
        if (s.length >= CONTENT_CAP) break;
        if (!elements[c]!.visible && el.visible) continue;
        const part = contentOf(c, depth + 1);
        if (part) s = s ? `${s} ${part}` : part;
      }
    }
    if (s.length > CONTENT_CAP) s = s.slice(0, CONTENT_CAP);
    contentCache[i] = s;
    return s;
  };
  // A text node among siblings also counts as its parent's own text for typing.
  const ownText = (el: PageElement): string => {
    if (el.text) return el.text;
    const parts: string[] = [];
    for (const c of el.children) if (elements[c]!.tag === '#text') parts.push(elements[c]!.text);
    return parts.join(' ');
  };

  // Labels: by `for`, and wrapping labels; ids for aria-labelledby.
  const byDomId = new Map<string, number>();
  for (const el of elements) {
    const domId = el.attributes.id;
    if (domId && !byDomId.has(domId)) byDomId.set(domId, el.index);
  }
  const labelsFor = new Map<number, number[]>();
  const labelControl = new Map<number, number>();
  for (const el of elements) {
    if (el.tag !== 'label') continue;
    let control: number | undefined;
    const f = el.attributes.for;
    if (f) control = byDomId.get(f);
    if (control === undefined) control = findDescendant(elements, el, (d) => d.tag === 'input' || d.tag === 'select' || d.tag === 'textarea');
    if (control === undefined) continue;
    labelControl.set(el.index, control);
    const list = labelsFor.get(control) ?? [];
    list.push(el.index);
    labelsFor.set(control, list);
  }

  for (const el of elements) {
    el.name = cut(nameOf(el, elements, contentOf, labelsFor, byDomId), maxText);
    const type = elementTypeOf({
      tag: el.tag,
      role: el.role,
      inputType: el.inputType,
      attributes: el.attributes,
      text: ownText(el),
      hasElementChildren: el.children.some((c) => elements[c]!.tag !== '#text'),
      iconOnly: isIconOnly(el, elements, contentOf),
      box: el.box,
      styles: el.styles,
    });
    if (type) el.type = type;
  }

  // Action targets: the control a label names; the nearest interactive ancestor of anything
  // inside one (parents come before children, so one pass carries it down).
  const interactiveAbove: Array<number | undefined> = new Array(n);
  for (const el of elements) {
    const p = el.parent;
    const above = p === undefined ? undefined : isInteractive(elements[p]!) ? p : interactiveAbove[p];
    interactiveAbove[el.index] = above;
    if (el.tag === 'label') {
      const c = labelControl.get(el.index);
      if (c !== undefined) el.target = c;
      continue;
    }
    if (isInteractive(el) || above === undefined) continue;
    el.target = elements[above]!.tag === 'label' ? labelControl.get(above) ?? above : above;
  }

  const page: PageModel = { viewport: options.viewport ?? { width: 800, height: 600 }, elements };
  if (options.url) page.url = options.url;
  return page;
}

/** Alias of `pageFromRussSnapshot`. */
export const fromRussSnapshot = pageFromRussSnapshot;

function roleOf(tag: string, attributes: Record<string, string>): string | undefined {
  const roleAttr = attributes.role;
  if (roleAttr) {
    const explicit = roleAttr.trim().split(/\s+/)[0];
    if (explicit) return explicit.toLowerCase();
  }
  switch (tag) {
    case 'a':
      return attributes.href !== undefined ? 'link' : undefined;
    case 'button':
    case 'summary':
      return 'button';
    case 'select':
      return 'combobox';
    case 'textarea':
      return 'textbox';
    case 'img':
      return attributes.alt === '' ? 'presentation' : 'img';
    case 'option':
      return 'option';
    case 'h1': case 'h2': case 'h3': case 'h4': case 'h5': case 'h6':
      return 'heading';
    case 'input': {
      const t = (attributes.type ?? 'text').toLowerCase();
      if (t === 'hidden') return undefined;
      if (t === 'checkbox' || t === 'radio') return t;
      if (['submit', 'button', 'reset', 'image'].includes(t)) return 'button';
      return 'textbox';
    }
  }
  return undefined;
}

function isInteractive(el: PageElement): boolean {
  if (INTERACTIVE_TAGS.has(el.tag)) return true; // <a> without href too: script links
  return !!el.role && INTERACTIVE_ROLES.has(el.role);
}

function nameOf(
  el: PageElement,
  elements: PageElement[],
  contentOf: (i: number) => string,
  labelsFor: Map<number, number[]>,
  byDomId: Map<string, number>,
): string {
  const a = el.attributes;
  const labelledBy = a['aria-labelledby'];
  if (labelledBy) {
    const parts = labelledBy
      .split(/\s+/)
      .slice(0, 10)
      .map((id) => byDomId.get(id))
      .filter((i): i is number => i !== undefined)
      .map((i) => contentOf(i) || elements[i]!.attributes['aria-label'] || '');
    const joined = collapse(parts.join(' '));
    if (joined) return joined;
  }
  if (a['aria-label'] && collapse(a['aria-label'])) return collapse(a['aria-label']);
  const tag = el.tag;
  if (tag === '#text') return el.text;
  if (tag === 'input' && ['submit', 'button', 'reset'].includes(el.inputType ?? '')) {
    if (a.value) return collapse(a.value);
    if (el.value) return el.value;
  }
  if (tag === 'input' && el.inputType === 'image' && (a.alt || a.value)) return collapse(a.alt || a.value || '');
  if (tag === 'input' || tag === 'select' || tag === 'textarea' || tag === 'button') {
    const labels = labelsFor.get(el.index);
    if (labels) {
      const s = collapse(labels.map((l) => contentOf(l)).join(' '));
      if (s) return s;
    }
    if (a.placeholder && !a.title && tag !== 'button') return collapse(a.placeholder);
  }
  if ((tag === 'img' || tag === 'area') && a.alt) return collapse(a.alt);
  if (NAME_FROM_CONTENT_TAGS.has(tag) || (el.role && NAME_FROM_CONTENT_ROLES.has(el.role))) {
    const c = contentOf(el.index);
    if (c) return collapse(c);
  }
  if (tag === 'svg' || tag === 'img' || tag === 'i') {
    // An icon's name often sits in an inner <title> or a sibling's aria text; keep the title.
  }
  return collapse(a.title ?? '');
}

/**
 * A string-valued record (attributes, styles) from untrusted input: the input object itself when
 * it is already clean (the common case — no copy), else a cleaned copy.
 */
function cleanRecord(v: unknown, maxLength: number, maxKeys: number, lowerKeys: boolean): Record<string, string> {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const rec = v as Record<string, unknown>;
  let clean = Object.getPrototypeOf(rec) === Object.prototype;
  let count = 0;
  for (const k in rec) {
    const x = rec[k];
    if (++count > maxKeys || typeof x !== 'string' || x.length > maxLength || (lowerKeys && k !== k.toLowerCase())) {
      clean = false;
      break;
    }
  }
  if (clean) return rec as Record<string, string>;
  const out: Record<string, string> = {};
  count = 0;
  for (const [k, x] of Object.entries(rec)) {
    if (count++ >= maxKeys) break;
    const key = lowerKeys ? k.toLowerCase() : k;
    if (typeof x === 'string') out[key] = cut(x, maxLength);
    else if (typeof x === 'number' || typeof x === 'boolean') out[key] = String(x);
  }
  return out;
}

function collectOptions(elements: PageElement[], el: PageElement, out: string[], depth: number): void {
  if (depth > 3 || out.length >= 500) return;
  for (const c of el.children) {
    const child = elements[c]!;
    if (child.tag === 'option') out.push(collapse(child.text || child.attributes.label || ''));
    else if (child.tag === 'optgroup') collectOptions(elements, child, out, depth + 1);
  }
}

function findDescendant(elements: PageElement[], root: PageElement, pred: (e: PageElement) => boolean): number | undefined {
  const stack = [...root.children];
  let budget = 200;
  while (stack.length && budget-- > 0) {
    const i = stack.shift()!;
    const e = elements[i]!;
    if (pred(e)) return i;
    stack.push(...e.children);
  }
  return undefined;
}

function boxOf(raw: SnapshotElement): Box | undefined {
  const { left, top, width, height } = raw;
  if (![left, top, width, height].every((v) => typeof v === 'number' && Number.isFinite(v))) return undefined;
  return { left: left as number, top: top as number, width: Math.max(0, width as number), height: Math.max(0, height as number) };
}

const MESSY_SPACE = /[\t\n\r\f\v\u00a0\u200b]|\s\s|^\s|\s$/;

function collapse(s: string): string {
  return MESSY_SPACE.test(s) ? s.replace(/[\s\u00a0\u200b]+/g, ' ').trim() : s;
}

function cut(s: string, max: number): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

/**
 * A link or button drawn as an icon: no words inside, and an <svg>/<i>/<img> child or a symbol
 * ("×", "☰") as its only text.
 */
function isIconOnly(el: PageElement, elements: PageElement[], contentOf: (i: number) => string): boolean {
  if (el.children.length > 3) return false;
  if (el.children.length === 0) return !!el.text && el.text.length <= 2 && !LETTER_OR_DIGIT.test(el.text);
  const content = contentOf(el.index);
  if (LETTER_OR_DIGIT.test(content)) return false;
  return content.length > 0 ? content.length <= 2 : el.children.some((c) => ICON_TAGS.has(elements[c]!.tag));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}
