/**
 * ARIA roles and accessible names (WAI-ARIA "accname 1.2"), DOM-only. The steps run in the
 * specification's order: aria-labelledby, embedded control values, aria-label, the host
 * language's label (label/alt/legend/caption/value of buttons), placeholder (only without a
 * title), name from content for roles that allow it, title.
 *
 * Deliberate deviations, for speed and robustness on hostile pages:
 * - CSS generated content (::before/::after) is ignored.
 * - Each name computation has a node budget (`NameContext.budget`); a huge subtree yields a
 *   truncated name instead of quadratic work.
 * - Placeholder is used only when there is no title (Playwright's order), before content.
 */
import { collapse } from './dom-util.js';

export interface NameContext {
  layout: boolean;
  styleOf: (el: Element) => CSSStyleDeclaration | null;
  /** Nodes this computation may still visit. */
  budget: number;
}

const INPUT_ROLES: Record<string, string> = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  email: 'textbox',
  tel: 'textbox',
  text: 'textbox',
  url: 'textbox',
  password: 'textbox',
};

const TAG_ROLES: Record<string, string> = {
  article: 'article',
  aside: 'complementary',
  button: 'button',
  datalist: 'listbox',
  details: 'group',
  dialog: 'dialog',
  fieldset: 'group',
  figure: 'figure',
  form: 'form',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  hr: 'separator',
  li: 'listitem',
  main: 'main',
  menu: 'list',
  nav: 'navigation',
  ol: 'list',
  optgroup: 'group',
  option: 'option',
  output: 'status',
  progress: 'progressbar',
  summary: 'button',
  table: 'table',
  tbody: 'rowgroup',
  td: 'cell',
  textarea: 'textbox',
  tfoot: 'rowgroup',
  th: 'columnheader',
  thead: 'rowgroup',
  tr: 'row',
  ul: 'list',
};

/** Roles whose name comes from their content (accname step 2F). */
const NAME_FROM_CONTENT = new Set([
  'button', 'cell', 'checkbox', 'columnheader', 'gridcell', 'heading', 'link', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'option', 'radio', 'row', 'rowheader', 'switch', 'tab', 'tooltip', 'treeitem', 'label', 'legend',
]);

/** The explicit role (first token of `role`) or the implicit role of the element. */
export function computeRole(el: Element): string | undefined {
  const explicit = (el.getAttribute?.('role') ?? '').trim().split(/\s+/)[0];
  if (explicit) return explicit.toLowerCase();
  const tag = el.localName;
  switch (tag) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') ? 'link' : undefined;
    case 'input': {
      const type = (el.getAttribute('type') ?? 'text').toLowerCase();
      if (type === 'hidden') return undefined;
      if (el.hasAttribute('list') && ['text', 'search', 'email', 'tel', 'url'].includes(type)) return 'combobox';
      return INPUT_ROLES[type] ?? 'textbox';
    }
    case 'select':
      return el.hasAttribute('multiple') || Number(el.getAttribute('size') ?? '0') > 1 ? 'listbox' : 'combobox';
    case 'img':
      return el.getAttribute('alt') === '' ? 'presentation' : 'img';
    case 'svg':
      return 'img';
    case 'header':
      return el.parentElement?.closest('article,aside,main,nav,section') ? undefined : 'banner';
    case 'footer':
      return el.parentElement?.closest('article,aside,main,nav,section') ? undefined : 'contentinfo';
    case 'section':
      return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : undefined;
    default:
      return TAG_ROLES[tag];
  }
}

function isHiddenForName(el: Element, ctx: NameContext): boolean {
  if (el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return true;
  const s = ctx.styleOf(el);
  return !!s && (s.display === 'none' || s.visibility === 'hidden');
}

function byIds(el: Element, ids: string): Element[] {
  const root = el.getRootNode() as Document | ShadowRoot;
  const out: Element[] = [];
  for (const id of ids.trim().split(/\s+/)) {
    if (!id) continue;
    const found = typeof root.getElementById === 'function' ? root.getElementById(id) : el.ownerDocument.getElementById(id);
    if (found) out.push(found);
  }
  return out;
}

function labelsOf(el: Element): Element[] {
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length) return Array.from(labels);
  const out: Element[] = [];
  const id = el.getAttribute('id');
  if (id) {
    const root = el.getRootNode() as Document | ShadowRoot;
    if (typeof root.querySelectorAll === 'function') {
      for (const l of Array.from(root.querySelectorAll('label'))) if (l.getAttribute('for') === id) out.push(l);
    }
  }
  const wrapping = el.parentElement?.closest('label');
  if (wrapping && !out.includes(wrapping) && !wrapping.hasAttribute('for')) out.push(wrapping);
  return out;
}

function isControl(el: Element): boolean {
  const tag = el.localName;
  return tag === 'input' || tag === 'select' || tag === 'textarea';
}

/** Value of an embedded control when it is part of another element's name (step 2C). */
function embeddedValue(el: Element): string | undefined {
  const tag = el.localName;
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (['checkbox', 'radio', 'hidden', 'file', 'image', 'submit', 'reset', 'button', 'password'].includes(type)) return undefined;
    return (el as HTMLInputElement).value ?? el.getAttribute('value') ?? '';
  }
  if (tag === 'textarea') return (el as HTMLTextAreaElement).value ?? '';
  if (tag === 'select') {
    const opts = Array.from(el.querySelectorAll('option'));
    const sel = opts.find((o) => (o as HTMLOptionElement).selected) ?? opts[0];
    return sel ? collapse(sel.textContent ?? '') : '';
  }
  return undefined;
}

/** The accessible name of `el`, white space collapsed. */
export function accessibleName(el: Element, ctx: NameContext): string {
  return collapse(nameOf(el, ctx, { inLabelledBy: false, inContent: false, visited: new Set() }));
}

interface Walk {
  inLabelledBy: boolean;
  inContent: boolean;
  visited: Set<Node>;
}

function nameOf(el: Element, ctx: NameContext, walk: Walk): string {
  if (ctx.budget-- <= 0 || walk.visited.has(el) || walk.visited.size > MAX_NAME_NODES) return '';
  walk.visited.add(el);
  const hidden = isHiddenForName(el, ctx);
  if (hidden && !walk.inLabelledBy) return '';

  // 2B: aria-labelledby (not followed again inside a labelledby traversal).
  if (!walk.inLabelledBy) {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      const parts = byIds(el, ids).map((ref) => nameOf(ref, ctx, { inLabelledBy: true, inContent: true, visited: walk.visited }));
      const joined = collapse(parts.join(' '));
      if (joined) return joined;
    }
  }
  // 2C: an embedded control inside another element's name contributes its value.
  if (walk.inContent && isControl(el)) {
    // Checkboxes, radios and buttons inside a label contribute nothing (not their label again).
    return embeddedValue(el) ?? '';
  }
  // 2D: aria-label.
  const ariaLabel = collapse(el.getAttribute('aria-label') ?? '');
  if (ariaLabel) return ariaLabel;

  // 2E: the host language's label.
  const tag = el.localName;
  const title = collapse(el.getAttribute('title') ?? '');
  if (tag === 'input') {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (type === 'submit' || type === 'reset' || type === 'button') {
      const v = el.getAttribute('value') ?? (el as HTMLInputElement).value;
      if (v) return v;
      if (type === 'submit') return 'Submit';
      if (type === 'reset') return 'Reset';
    }
    if (type === 'image') {
      const alt = el.getAttribute('alt') ?? el.getAttribute('value');
      if (alt) return alt;
    }
  }
  if (isControl(el) || tag === 'button' || tag === 'meter' || tag === 'progress' || tag === 'output') {
    const fromLabels = labelsOf(el)
      .filter((l) => !walk.visited.has(l))
      .map((l) => nameFromContent(l, ctx, { inLabelledBy: walk.inLabelledBy, inContent: true, visited: walk.visited }))
      .join(' ');
    if (collapse(fromLabels)) return fromLabels;
    const placeholder = el.getAttribute('placeholder');
    if (placeholder && !title && tag !== 'button') return placeholder;
  }
  if (tag === 'img' || tag === 'area') {
    const alt = el.getAttribute('alt');
    if (alt) return alt;
  }
  if (tag === 'fieldset') {
    const legend = Array.from(el.children).find((c) => c.localName === 'legend');
    if (legend) return nameFromContent(legend, ctx, { ...walk, inContent: true });
  }
  if (tag === 'table') {
    const caption = Array.from(el.children).find((c) => c.localName === 'caption');
    if (caption) return nameFromContent(caption, ctx, { ...walk, inContent: true });
  }
  if (tag === 'figure') {
    const caption = Array.from(el.children).find((c) => c.localName === 'figcaption');
    if (caption) return nameFromContent(caption, ctx, { ...walk, inContent: true });
  }
  if (tag === 'svg') {
    const t = Array.from(el.children).find((c) => c.localName === 'title');
    if (t && collapse(t.textContent ?? '')) return t.textContent ?? '';
  }

  // 2F: name from content, for roles that allow it and inside another element's name.
  const role = computeRole(el);
  if (walk.inContent || walk.inLabelledBy || (role && NAME_FROM_CONTENT.has(role)) || tag === 'label' || tag === 'legend') {
    const content = nameFromContent(el, ctx, { ...walk, inContent: true });
    if (collapse(content)) return content;
  }
  // 2I: the tooltip attribute.
  return title;
}

/** Nodes one name may visit (and so its recursion depth). */
const MAX_NAME_NODES = 256;

const BLOCK_TAGS = new Set(['div', 'p', 'li', 'ul', 'ol', 'br', 'tr', 'td', 'th', 'table', 'section', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'footer', 'form', 'label']);

function nameFromContent(el: Element, ctx: NameContext, walk: Walk): string {
  walk.visited.add(el);
  const parts: string[] = [];
  const shadow = el.shadowRoot;
  const kids = shadow ? Array.from(shadow.childNodes) : Array.from(el.childNodes);
  for (const kid of kids) {
    if (ctx.budget <= 0) break;
    if (kid.nodeType === 3) {
      ctx.budget--;
      parts.push(kid.nodeValue ?? '');
    } else if (kid.nodeType === 1) {
      const k = kid as Element;
      const tag = k.localName;
      if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'noscript') continue;
      if (tag === 'slot' && typeof (k as HTMLSlotElement).assignedNodes === 'function') {
        for (const n of (k as HTMLSlotElement).assignedNodes({ flatten: true })) {
          if (n.nodeType === 3) parts.push(n.nodeValue ?? '');
          else if (n.nodeType === 1) parts.push(nameOf(n as Element, ctx, { ...walk, inContent: true }));
        }
        continue;
      }
      const part = nameOf(k, ctx, { ...walk, inContent: true });
      parts.push(BLOCK_TAGS.has(tag) ? ` ${part} ` : part);
    }
  }
  return parts.join('');
}
