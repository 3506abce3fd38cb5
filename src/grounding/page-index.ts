/**
 * What grounding knows about each element of one page: its text fields (own text, labels,
 * aria-label, placeholder, nearby text…) as token lists, its content, its centre. Built lazily,
 * per element, and kept only as long as the page model (a WeakMap keyed by the page) — no global
 * forever-caches.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { isStopWord, stemsOfWords, words } from './text.js';

export type FieldKind = 'semantic' | 'text' | 'label' | 'aria' | 'placeholder' | 'alt' | 'value' | 'title' | 'name' | 'content' | 'near' | 'attr' | 'option' | 'section' | 'submit';

export interface Field {
  kind: FieldKind;
  text: string;
  norm: string;
  stems: string[];
  /** How much a match on this field counts (1 = the element's own words). */
  weight: number;
  /**
   * Every word of the field is a stop word ("From", "To"): its words are its name, so the query's
   * stop words count against it too ("From account" names the "From" dropdown).
   */
  allStop?: boolean;
  /** For a choice's section field: the choice's own stems, one of which the description must match for the field to count. */
  own?: string[];
}

export interface ElementInfo {
  fields: Field[];
  /** Own text, #text children included. */
  ownText: string;
  isTextCarrier: boolean;
}

const FIELD_WEIGHTS: Record<FieldKind, number> = {
  semantic: 0.95,
  text: 1,
  label: 1,
  aria: 1,
  value: 1,
  placeholder: 0.95,
  alt: 0.95,
  name: 0.95,
  title: 0.9,
  content: 0.85,
  near: 0.8,
  option: 0.7,
  attr: 0.55,
  section: 0.9,
  submit: 0.65,
};

const TEXT_ENTRY = new Set(['input']);
const CONTAINER_NAMES = new Set(['td', 'th', 'tr', 'li', 'dt', 'dd', 'caption', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const CONTENT_CAP = 200;

export class PageIndex {
  private readonly infos: Array<ElementInfo | undefined>;
  private readonly contents: Array<string | undefined>;
  private readonly sections: Array<string | undefined>;
  private labelsByControl?: Map<number, number[]>;
  private extentCache?: { width: number; height: number };
  private kinds?: { key: string[]; of: Map<string, number[]> };
  constructor(readonly page: PageModel) {
    this.infos = new Array(page.elements.length);
    this.contents = new Array(page.elements.length);
    this.sections = new Array(page.elements.length);
  }

  info(i: number): ElementInfo {
    let info = this.infos[i];
    if (!info) this.infos[i] = info = this.build(i);
    return info;
  }

  /** Visible text inside an element, capped. */
  content(i: number, depth = 0): string {
    const cached = this.contents[i];
    if (cached !== undefined) return cached;
    const el = this.page.elements[i]!;
    let s = el.tag === 'img' ? el.attributes.alt ?? '' : el.text;
    if (depth < 40) {
      for (const c of el.children) {
        if (s.length >= CONTENT_CAP) break;
        const child = this.page.elements[c]!;
        if (!child.visible && el.visible) continue;
        const part = this.content(c, depth + 1);
        if (part) s = s ? `${s} ${part}` : part;
      }
    }
    if (s.length > CONTENT_CAP) s = s.slice(0, CONTENT_CAP);
    this.contents[i] = s;
    return s;
  }

  /** Width and height of the laid-out page (for absolute locations). */
  extent(): { width: number; height: number } {
    if (this.extentCache) return this.extentCache;
    let width = this.page.viewport.width || 800;
    let height = this.page.viewport.height || 600;
    let maxBottom = 0;
    let maxRight = 0;
    for (const el of this.page.elements) {
      const b = el.box;
      if (!b || !el.visible || b.width === 0 || b.height === 0) continue;
      if (b.top + b.height > maxBottom) maxBottom = b.top + b.height;
      if (b.left + b.width > maxRight) maxRight = b.left + b.width;
    }
    height = Math.max(height, maxBottom);
    width = Math.max(width, Math.min(maxRight, width * 1.5));
    return (this.extentCache = { width, height });
  }

  /**
   * Visible itself, but out of sight: outside the page horizontally or above its top.
   */
  offscreen(i: number): boolean {
    const el = this.page.elements[i]!;
    const b = el.box;
    const w = this.page.viewport.width;
    if (b && w && (b.left >= w || b.left + b.width <= 0 || b.top + b.height <= 0)) return true;
    // Hidden containers are not checked: a 0-height wrapper marked hidden often shows its
    // (absolutely positioned, floating) children, and measurements said the two cases tie.
    return false;
  }

  /** 0–1: how much an element stands out (bold, large text): a tie-breaker between look-alikes. */
  prominence(i: number): number {
    const s = this.page.elements[i]!.styles;
    if (!s) return 0;
    let p = 0;
    const weight = Number(s['font-weight']);
    if (weight >= 600 || s['font-weight'] === 'bold') p += 0.5;
    const size = parseFloat(s['font-size'] ?? '');
    if (size > 14) p += Math.min(0.5, (size - 14) / 12);
    return p;
  }

  /**
   * How many elements of the same kind as element `i` (same tag, class and depth in the tree: the
   * next heading of a list of sections, the next item's title) stand after it in document order and
   * before element `j`. A section a text starts ends at the next such element.
   */
  kindsBetween(i: number, j: number): number {
    const kinds = (this.kinds ??= this.buildKinds());
    const list = kinds.of.get(kinds.key[i]!)!;
    return Math.max(0, lowerBound(list, j) - lowerBound(list, i + 1));
  }

  private buildKinds(): { key: string[]; of: Map<string, number[]> } {
    const els = this.page.elements;
    const depth: number[] = new Array(els.length);
    const key: string[] = new Array(els.length);
    const of = new Map<string, number[]>();
    for (let i = 0; i < els.length; i++) {
      const el = els[i]!;
      // Parents come before their children in the page model (document order).
      depth[i] = el.parent !== undefined && el.parent < i ? depth[el.parent]! + 1 : 0;
      const k = `${el.tag}\u0000${el.attributes?.class ?? ''}\u0000${depth[i]}`;
      key[i] = k;
      let list = of.get(k);
      if (!list) of.set(k, (list = []));
      list.push(i);
    }
    return { key, of };
  }

  /** Texts that name a control from outside it: its labels and the text written next to it. */
  outsideNames(i: number): string[] {
    const out: string[] = [];
    for (const l of this.labels().get(i) ?? []) out.push(this.content(l));
    const near = this.nearText(i);
    if (near) out.push(near);
    return out;
  }

  private labels(): Map<number, number[]> {
    if (this.labelsByControl) return this.labelsByControl;
    const map = new Map<number, number[]>();
    for (const el of this.page.elements) {
      if (el.tag !== 'label' || el.target === undefined) continue;
      const list = map.get(el.target) ?? [];
      list.push(el.index);
      map.set(el.target, list);
    }
    return (this.labelsByControl = map);
  }

  private build(i: number): ElementInfo {
    const el = this.page.elements[i]!;
    const fields: Field[] = [];
    const seen = new Set<string>();
    const add = (kind: FieldKind, text: string | undefined, weight = FIELD_WEIGHTS[kind]) => {
      if (!text) return;
      const w = words(text);
      const norm = w.join(' ');
      if (!norm || seen.has(norm)) return;
      seen.add(norm);
      const allStop = w.every(isStopWord);
      fields.push({ kind, text, norm, stems: stemsOfWords(w), weight, ...(allStop ? { allStop } : {}) });
    };
    const a = el.attributes;
    let ownText = el.text;
    if (!ownText && el.children.length) {
      const parts: string[] = [];
      for (const c of el.children) {
        const child = this.page.elements[c]!;
        if (child.tag === '#text' && child.text) parts.push(child.text);
      }
      ownText = parts.join(' ');
    }
    const isControl = el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox';
    add('text', ownText);
    add('aria', a['aria-label']);
    if (isControl || el.tag === 'button') {
      for (const l of this.labels().get(i) ?? []) add('label', this.content(l));
    }
    if (el.tag === 'input' && ['submit', 'button', 'reset'].includes(el.inputType ?? '')) add('value', a.value ?? el.value);
    // A form's submit button is what "submit" means whatever it says ("Report power cut").
    if (this.submitsForm(i)) add('submit', 'submit');
    add('placeholder', a.placeholder);
    add('alt', a.alt);
    add('title', a.title);
    // Cells, list items and headings take their name from their content: that is the words of
    // the elements inside, which carry them (content weight, below).
    if (!CONTAINER_NAMES.has(el.tag)) add('name', el.name);
    if (!isControl || el.type === 'dropdown') {
      const content = this.content(i);
      if (content && content !== ownText) add('content', content);
    }
    if (isControl) {
      const near = this.nearText(i);
      if (near) add('near', near);
      // A field under a heading or in a fieldset is named by both: "the emergency contact" is the
      // "Contact name" box under the "Emergency contact" heading.
      const own = el.name || near;
      const section = own ? this.sectionHeading(i) : '';
      if (section) {
        add('section', `${section} ${own}`);
        // A choice (radio, checkbox) is named by its own words: a description that names only its
        // group ("Turn off renewal reminders") names the group, not each of its choices.
        const f = fields[fields.length - 1];
        if (el.type === 'checkbox' && f?.kind === 'section') f.own = stemsOfWords(words(own));
      }
      if (el.type === 'input' && TEXT_ENTRY.has(el.tag) && el.value) add('value', el.value, 0.3);
    }
    if (el.options && el.options.length) add('option', el.options.slice(0, 50).join(' '), FIELD_WEIGHTS.option);
    // Developer-given names: ids, name attributes, test ids; icon classes ("fa-cog").
    const attrWords: string[] = [];
    for (const k of ['id', 'name', 'data-testid', 'data-test-id', 'data-qa', 'aria-describedby']) {
      const v = a[k];
      if (v && v.length < 60 && !/[0-9a-f]{8}-[0-9a-f]{4}/i.test(v)) attrWords.push(v);
    }
    if (el.type === 'icon' || el.tag === 'i' || el.tag === 'svg' || (el.children.length <= 2 && !ownText && !el.name)) {
      const cls = a.class ?? '';
      if (cls) attrWords.push(cls.replace(/\b(fa|fas|far|fab|icon|icons|glyphicon|material|svg|sprite)\b/g, ' '));
      const iconChild = el.children.map((c) => this.page.elements[c]!).find((c) => c.tag === 'svg' || c.tag === 'i' || c.tag === 'img');
      if (iconChild) attrWords.push(iconChild.attributes.class ?? '', iconChild.attributes['aria-label'] ?? '', iconChild.attributes.alt ?? '', iconChild.name);
    }
    if (el.tag === 'a' && a.href && !ownText && !el.name) attrWords.push(a.href.replace(/^[a-z]+:\/\/[^/]+/i, ''));
    // For an icon with no words of its own, its class/href words are all the name it has.
    // (Not when the link or button around it has a name: that name speaks for both.)
    const around = el.target !== undefined ? this.page.elements[el.target] : undefined;
    const unnamedIcon = (el.type === 'icon' || el.tag === 'i' || el.tag === 'svg') && !ownText && !el.name && !around?.name;
    if (attrWords.length) add('attr', words(attrWords.join(' ')).slice(0, 12).join(' '), unnamedIcon ? 0.85 : FIELD_WEIGHTS.attr);
    return { fields, ownText, isTextCarrier: !!ownText };
  }

  /**
   * The heading of the section a control is in: the legend of its fieldset, else the nearest
   * heading (h2–h6, role=heading) before it in the same form or section — not the page title (h1),
   * which heads every control of the page. Empty when none is close.
   */
  sectionHeading(i: number): string {
    const cached = this.sections[i];
    if (cached !== undefined) return cached;
    return (this.sections[i] = this.findSectionHeading(i));
  }

  private findSectionHeading(i: number): string {
    const els = this.page.elements;
    for (let at = els[i]!.parent, n = 0; at !== undefined && n < 12; at = els[at]!.parent, n++) {
      const p = els[at]!;
      if (p.tag === 'fieldset' || p.role === 'radiogroup' || p.role === 'group') {
        const legend = p.children.map((c) => els[c]!).find((c) => c.tag === 'legend');
        const t = legend ? this.content(legend.index) : p.tag === 'fieldset' ? '' : p.name;
        if (t && t.length <= 120) return t;
      }
    }
    for (let j = i - 1, n = 0; j >= 0 && n < 80; j--, n++) {
      const e = els[j]!;
      if (/^h[2-6]$/.test(e.tag) || (e.role === 'heading' && e.tag !== 'h1')) {
        const t = this.content(j);
        return t.length <= 120 ? t : '';
      }
      if (e.tag === 'h1' || e.tag === 'nav' || e.tag === 'header' || e.tag === 'body') return '';
    }
    return '';
  }

  /** A button that submits a form: `<button>` (no type, or type=submit) or an input of type submit / image, inside a form. */
  submitsForm(i: number): boolean {
    const els = this.page.elements;
    const el = els[i]!;
    const submit = el.tag === 'button' ? !el.attributes.type || el.attributes.type.toLowerCase() === 'submit' : el.tag === 'input' && (el.inputType === 'submit' || el.inputType === 'image');
    if (!submit) return false;
    for (let at = el.parent, n = 0; at !== undefined && n < 40; at = els[at]!.parent, n++) if (els[at]!.tag === 'form') return true;
    return !!el.attributes.form;
  }

  /**
   * Text written next to a form control: the nearest text before it in document order (labels
   * above or left), or after it for checkboxes and radios ("[x] Remember me"). A label that follows
   * a checkbox or radio without naming it (`<input type=radio><label><b>Yes</b> It is fluent</label>`)
   * gives its whole text, not its first word.
   */
  nearText(i: number): string {
    const els = this.page.elements;
    const el = els[i]!;
    const isCheck = el.type === 'checkbox';
    const look = (from: number, step: number): string => {
      for (let j = from, n = 0; j >= 0 && j < els.length && n < 12; j += step, n++) {
        const e = els[j]!;
        if (e.type === 'input' || e.type === 'dropdown' || (e.type === 'checkbox' && j !== i)) return '';
        if (!e.visible) continue;
        if (e.tag === 'option') continue;
        const t = step > 0 && e.tag === 'label' && e.target === undefined ? this.content(j) : e.text;
        if (t && t.length <= 120) return t;
      }
      return '';
    };
    if (isCheck) {
      const header = this.columnHeader(i);
      if (header) return header;
    }
    return isCheck ? look(i + 1, 1) || look(i - 1, -1) : look(i - 1, -1);
  }

  /**
   * A checkbox or radio alone in a table cell (a grid of choices) is named by its column's header:
   * the cell of the table's first row standing over it (by layout, as cells may span columns).
   */
  private columnHeader(i: number): string {
    const els = this.page.elements;
    const el = els[i]!;
    const cell = el.parent !== undefined && (els[el.parent]!.tag === 'td' || els[el.parent]!.tag === 'th') ? el.parent : undefined;
    const box = el.box;
    if (cell === undefined || !box || this.content(cell)) return '';
    let table = els[cell]!.parent;
    while (table !== undefined && els[table]!.tag !== 'table') table = els[table]!.parent;
    if (table === undefined) return '';
    const rows: number[] = [];
    const collect = (k: number, depth: number): void => {
      for (const c of els[k]!.children) {
        const t = els[c]!.tag;
        if (t === 'tr') rows.push(c);
        else if (depth < 2 && (t === 'tbody' || t === 'thead')) collect(c, depth + 1);
      }
    };
    collect(table, 0);
    const first = rows[0];
    if (first === undefined || first === els[cell]!.parent) return '';
    const x = box.left + box.width / 2;
    for (const c of els[first]!.children) {
      const b = els[c]!.box;
      if (b && b.width > 0 && b.left <= x && x <= b.left + b.width) {
        const t = this.content(c);
        return t.length <= 120 ? t : '';
      }
    }
    return '';
  }
}

const indexes = new WeakMap<PageModel, PageIndex>();

/** The grounding index of a page, created on first use and dropped with the page. */
export function pageIndex(page: PageModel): PageIndex {
  let idx = indexes.get(page);
  if (!idx) indexes.set(page, (idx = new PageIndex(page)));
  return idx;
}

/** First position in the sorted list whose value is ≥ v. */
function lowerBound(list: number[], v: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function centre(el: PageElement): { x: number; y: number } | undefined {
  const b = el.box;
  return b ? { x: b.left + b.width / 2, y: b.top + b.height / 2 } : undefined;
}

/**
 * Of several elements that match a step equally well (a "Sign in" link in the header and the
 * "Sign in" button of the form), the one in the same form or section as `context` — the element
 * the instruction's previous step acted on ("Enter your email and password, then click Sign in"):
 * the one whose closest common container with `context` is strictly narrower than every other's.
 * Undefined when none is (two "Remove" buttons in rows next to each other are as near): real
 * ambiguity stays ambiguous.
 */
export function nearestToContext(candidates: readonly PageElement[], context: PageElement, page: PageModel): PageElement | undefined {
  const ancestors = new Map<number, number>(); // ancestor index → depth from the root
  const chain: number[] = [];
  for (let at: number | undefined = context.index, n = 0; at !== undefined && n < 500; at = page.elements[at]?.parent, n++) chain.push(at);
  chain.reverse().forEach((a, depth) => ancestors.set(a, depth));
  const depthOf = (el: PageElement): number => {
    for (let at: number | undefined = el.index, n = 0; at !== undefined && n < 500; at = page.elements[at]?.parent, n++) {
      const d = ancestors.get(at);
      if (d !== undefined) return d;
    }
    return -1;
  };
  const depths = candidates.map(depthOf);
  const deepest = Math.max(...depths);
  return deepest >= 0 && depths.filter((d) => d === deepest).length === 1 ? candidates[depths.indexOf(deepest)] : undefined;
}
