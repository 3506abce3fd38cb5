/**
 * Robust selectors on any PageModel, scored like Playwright's generator: a test id beats
 * role+name, which beats placeholder, label, alt, text, title, a hand-written `#id`, the tag, and
 * finally an `nth=` index. `selectorFor` keeps the cheapest candidate that is unique on the page;
 * `resolveSelector` finds what a selector matches (the runtime re-resolves selectors on a fresh
 * page, and a selector-healing feature can compare the two).
 *
 * Syntax (Playwright-like, one engine per part, parts joined by ` >> `):
 *   [data-testid="save"]   role=button[name="Sign in"]   placeholder="Email"   label="Password"
 *   alt="Logo"   text="Forgot password?"   title="Help"   #login   input   nth=2
 * Values are JSON strings and match the whole (white-space collapsed, case-insensitive) value.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { RussError } from '../errors.js';

export class SelectorError extends RussError {}

/** Costs of the selector kinds (lower is better), widely spaced as in Playwright. */
export const SELECTOR_COSTS = {
  testId: 1,
  roleName: 100,
  placeholder: 120,
  label: 140,
  alt: 160,
  text: 180,
  title: 200,
  id: 500,
  attribute: 520,
  tag: 530,
  nth: 10_000,
} as const;

const TEST_ID_ATTRIBUTES = ['data-testid', 'data-test-id', 'data-test', 'data-qa', 'data-cy'];
const ROLES_WITH_NAME = new Set(['button', 'link', 'checkbox', 'radio', 'textbox', 'searchbox', 'combobox', 'listbox', 'tab', 'menuitem', 'switch', 'heading', 'img', 'option', 'slider', 'spinbutton']);

function norm(s: string | undefined): string {
  return (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

function q(s: string): string {
  return JSON.stringify(s.replace(/\s+/g, ' ').trim());
}

/** Does an id look machine-generated (ember123, react ids, hashes, uuids)? */
export function looksGenerated(id: string): boolean {
  return /\d{3,}|[0-9a-f]{8,}|^[:_]|[:]r\d|^(ember|ext-gen|yui|ui-id|mui|react|__)/i.test(id) || /[0-9].*[0-9].*[0-9]/.test(id);
}

function ownText(el: PageElement, page: PageModel): string {
  if (el.text) return el.text;
  const parts: string[] = [];
  for (const c of el.children) {
    const k = page.elements[c];
    if (k && k.tag === '#text' && k.text) parts.push(k.text);
  }
  return parts.join(' ');
}

interface Part {
  engine: string;
  value: string;
  role?: string;
}

function parsePart(part: string): Part {
  const p = part.trim();
  let m = /^role=([a-z]+)(?:\[name=("(?:[^"\\]|\\.)*")\])?$/.exec(p);
  if (m) return { engine: 'role', role: m[1]!, value: m[2] ? (JSON.parse(m[2]) as string) : '' };
  m = /^\[([a-zA-Z_:][-a-zA-Z0-9_:.]*)=("(?:[^"\\]|\\.)*")\]$/.exec(p);
  if (m) return { engine: `attr:${m[1]!.toLowerCase()}`, value: JSON.parse(m[2]!) as string };
  m = /^(text|label|placeholder|alt|title)=("(?:[^"\\]|\\.)*")$/.exec(p);
  if (m) return { engine: m[1]!, value: JSON.parse(m[2]!) as string };
  m = /^nth=(-?\d+)$/.exec(p);
  if (m) return { engine: 'nth', value: m[1]! };
  m = /^#([^\s>]+)$/.exec(p);
  if (m) return { engine: 'id', value: m[1]! };
  m = /^([a-zA-Z][a-zA-Z0-9-]*)$/.exec(p);
  if (m) return { engine: 'tag', value: m[1]!.toLowerCase() };
  throw new SelectorError('E_SELECTOR_SYNTAX', `Cannot read selector part "${p.slice(0, 80)}"`);
}

function matches(part: Part, el: PageElement, page: PageModel): boolean {
  if (el.tag === '#text') return false;
  const v = norm(part.value);
  switch (part.engine) {
    case 'role':
      return el.role === part.role && (part.value === '' || norm(el.name) === v);
    case 'text':
      return norm(ownText(el, page)) === v;
    case 'label':
      return (el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox') && norm(el.name) === v;
    case 'placeholder':
      return norm(el.attributes.placeholder) === v;
    case 'alt':
      return norm(el.attributes.alt) === v;
    case 'title':
      return norm(el.attributes.title) === v;
    case 'id':
      return el.attributes.id === part.value;
    case 'tag':
      return el.tag === part.value;
    default:
      if (part.engine.startsWith('attr:')) return el.attributes[part.engine.slice(5)] === part.value;
      return false;
  }
}

function isInside(page: PageModel, el: PageElement, ancestors: Set<number>): boolean {
  let p = el.parent;
  for (let n = 0; p !== undefined && n < 500; n++) {
    if (ancestors.has(p)) return true;
    p = page.elements[p]!.parent;
  }
  return false;
}

/**
 * The elements a selector matches, in document order. Visible elements only, unless none of the
 * matches is visible. Throws `E_SELECTOR_SYNTAX` for a selector it cannot read.
 */
export function resolveSelector(selector: string, page: PageModel): PageElement[] {
  if (typeof selector !== 'string' || !selector.trim()) throw new SelectorError('E_SELECTOR_SYNTAX', 'Empty selector');
  const parts = splitParts(selector).map(parsePart);
  let current: PageElement[] | undefined;
  for (const part of parts) {
    if (part.engine === 'nth') {
      const list = current ?? page.elements.filter((e) => e.tag !== '#text');
      const n = Number(part.value);
      const el = n < 0 ? list[list.length + n] : list[n];
      current = el ? [el] : [];
      continue;
    }
    const scope = current ? new Set(current.map((e) => e.index)) : undefined;
    const found = page.elements.filter((el) => matches(part, el, page) && (!scope || isInside(page, el, scope)));
    const visible = found.filter((e) => e.visible);
    current = visible.length ? visible : found;
  }
  return current ?? [];
}

function splitParts(selector: string): string[] {
  // Split on ` >> ` outside of JSON strings.
  const out: string[] = [];
  let buf = '';
  let inString = false;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i]!;
    if (ch === '"' && selector[i - 1] !== '\\') inString = !inString;
    if (!inString && selector.startsWith(' >> ', i)) {
      out.push(buf);
      buf = '';
      i += 3;
      continue;
    }
    buf += ch;
  }
  out.push(buf);
  return out.filter((p) => p.trim());
}

/** Candidate selectors for an element, cheapest first. */
export function selectorCandidates(el: PageElement, page: PageModel): Array<{ selector: string; cost: number }> {
  const out: Array<{ selector: string; cost: number }> = [];
  const a = el.attributes;
  for (const attr of TEST_ID_ATTRIBUTES) if (a[attr]) out.push({ selector: `[${attr}=${JSON.stringify(a[attr])}]`, cost: SELECTOR_COSTS.testId });
  const name = el.name.trim();
  if (el.role && ROLES_WITH_NAME.has(el.role) && name && name.length <= 80) out.push({ selector: `role=${el.role}[name=${q(name)}]`, cost: SELECTOR_COSTS.roleName });
  if (a.placeholder?.trim()) out.push({ selector: `placeholder=${q(a.placeholder)}`, cost: SELECTOR_COSTS.placeholder });
  if ((el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox') && name && name.length <= 80) out.push({ selector: `label=${q(name)}`, cost: SELECTOR_COSTS.label });
  if (a.alt?.trim()) out.push({ selector: `alt=${q(a.alt)}`, cost: SELECTOR_COSTS.alt });
  const text = ownText(el, page).trim();
  if (text && text.length <= 80) out.push({ selector: `text=${q(text)}`, cost: SELECTOR_COSTS.text });
  if (a.title?.trim()) out.push({ selector: `title=${q(a.title)}`, cost: SELECTOR_COSTS.title });
  if (a.id && /^[A-Za-z][\w-]*$/.test(a.id)) out.push({ selector: `#${a.id}`, cost: looksGenerated(a.id) ? SELECTOR_COSTS.id + 2000 : SELECTOR_COSTS.id });
  if (a.name && a.name.length <= 80) out.push({ selector: `[name=${JSON.stringify(a.name)}]`, cost: SELECTOR_COSTS.attribute });
  out.push({ selector: el.tag === '#text' ? 'text=""' : el.tag, cost: SELECTOR_COSTS.tag });
  return out.sort((x, y) => x.cost - y.cost);
}

/** A selector that resolves to exactly this element on this page. */
export function selectorFor(el: PageElement, page: PageModel): string {
  if (el.tag === '#text' && el.parent !== undefined) el = page.elements[el.parent]!;
  const candidates = selectorCandidates(el, page);
  let fallback: { selector: string; nth: number } | undefined;
  for (const c of candidates) {
    let found: PageElement[];
    try {
      found = resolveSelector(c.selector, page);
    } catch {
      continue;
    }
    if (found.length === 1 && found[0] === el) return c.selector;
    const at = found.indexOf(el);
    if (at >= 0 && !fallback) fallback = { selector: c.selector, nth: at };
  }
  if (fallback) return `${fallback.selector} >> nth=${fallback.nth}`;
  // Hidden element among visible look-alikes: index among all elements of its tag.
  const sameTag = page.elements.filter((e) => e.tag === el.tag);
  return `${el.tag} >> nth=${sameTag.indexOf(el)}`;
}
