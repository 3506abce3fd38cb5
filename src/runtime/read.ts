/**
 * What `@read` reads. "Read the confirmation number to the user" grounds to the *label*
 * "Confirmation number"; the user wants the value beside it. So when the grounded element's text
 * is only the label, the runtime reads the value next to it — the control the label names, the
 * rest of the enclosing line ("Confirmation number: <b>X</b>"), the cell/definition to its right,
 * or the text just below — and strips the label from text that carries both.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { keyTokens } from './dictionary.js';
import { isInteractive } from './controls.js';

function tokens(s: string): string[] {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter(Boolean);
}

/** Whether `text` is nothing more than the label `description` (plus punctuation like a colon). */
export function isOnlyLabel(text: string, description: string | undefined): boolean {
  const t = tokens(text);
  if (t.length === 0) return true;
  if (!description) return false;
  const d = new Set(keyTokens(description));
  const content = keyTokens(text);
  return content.length > 0 && content.every((w) => d.has(w));
}

/** Words that join a label to its value: "number is X", "number: X", "no. X". */
const JOINER = /^(?:[\s:：=–—#-]+|(?:is|are|was|were|will be|reads|of)\b)+/i;

/**
 * The value in the text after a label, when it reads as one: after a colon or a joining word
 * ("is"), or a single token, or something with a digit — not the rest of a sentence that merely
 * starts with the label's word ("Message sent successfully").
 */
function tidyValue(rest: string, colon: boolean): string | undefined {
  const joined = colon || JOINER.test(rest.replace(/^\s+/, ''));
  // The value ends with its sentence: "…number is PX-90210. The driver arrives at 9." → "PX-90210".
  const sentence = rest.replace(JOINER, '').split(/(?<=\S)[.!?]\s+(?=[A-Z"“(])/)[0] ?? '';
  const v = sentence.replace(/[\s.,;!]+$/, '').trim();
  if (v === '') return undefined;
  return joined || /\d/.test(v) || !/\s/.test(v) ? v : undefined;
}

/**
 * The value after a label: "Confirmation number: ABC-123" → "ABC-123", "Thanks! Your confirmation
 * number is ABC-123." → "ABC-123". Undefined when the text does not hold the label followed by more.
 */
export function stripLabel(text: string, description: string | undefined): string | undefined {
  if (!description) return undefined;
  const want = new Set(keyTokens(description));
  if (want.size === 0) return undefined;
  // Word spans with their content tokens.
  const spans: Array<{ end: number; tokens: string[]; colon: boolean }> = [];
  const re = /[^\s:：=]+[:：=]?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) spans.push({ end: m.index + m[0].length, tokens: keyTokens(m[0]), colon: /[:：=]$/.test(m[0]) });

  // 1. A leading label (stop words allowed): "Your confirmation number: X" — the whole description,
  //    or, before a colon, part of it ("Delivery status: X" read as "the delivery state").
  const matched = new Set<string>();
  let end = 0;
  let colon = false;
  for (const sp of spans) {
    if (sp.tokens.length === 0 || sp.tokens.every((t) => want.has(t))) {
      for (const t of sp.tokens) matched.add(t);
      end = sp.end;
      if (sp.colon) {
        colon = true;
        break;
      }
      continue;
    }
    break;
  }
  if (matched.size === want.size || (colon && matched.size > 0)) {
    const v = tidyValue(text.slice(end), colon);
    if (v !== undefined) return v;
  }

  // 1b. "Label: value" whose label shares a word with the description.
  const labelled = /^([^:：]{1,40})[:：]\s*(\S.*)$/.exec(text.trim());
  if (labelled && keyTokens(labelled[1]!).some((t) => want.has(t))) {
    const v = tidyValue(labelled[2]!, true);
    if (v !== undefined) return v;
  }

  // 2. The whole label inside a sentence: "…your confirmation number is X." (only for a short value).
  for (let i = 0; i < spans.length; i++) {
    const seen = new Set<string>();
    for (let j = i; j < spans.length && j < i + 8; j++) {
      const toks = spans[j]!.tokens;
      if (toks.length && !toks.every((t) => want.has(t))) break;
      for (const t of toks) seen.add(t);
      if (seen.size === want.size) {
        const v = tidyValue(text.slice(spans[j]!.end), spans[j]!.colon);
        return v !== undefined && v.length <= 80 ? v : undefined;
      }
    }
  }
  return undefined;
}

function textOf(el: PageElement): string {
  return (el.text || el.name || '').trim();
}

function isAncestor(page: PageModel, maybeAncestor: number, of: number): boolean {
  let cur = page.elements[of]?.parent;
  for (let i = 0; cur !== undefined && i < 200; i++) {
    if (cur === maybeAncestor) return true;
    cur = page.elements[cur]?.parent;
  }
  return false;
}

/** The full visible text under an element, from the page model (own text of it and its descendants, in order). */
export function subtreeText(page: PageModel, index: number, limit = 400): string {
  const out: string[] = [];
  const walk = (i: number, depth: number): void => {
    const el = page.elements[i];
    if (!el || depth > 50 || out.join(' ').length > limit) return;
    if (!el.visible && el.box) return;
    if (el.text) out.push(el.text);
    for (const c of el.children) walk(c, depth + 1);
  };
  walk(index, 0);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The element whose text answers a read of `element` (described by `description`): the element
 * itself unless its text is only the label; else the nearest value beside or below it.
 * Returns the element to read and whether the label must be stripped from what is read.
 */
export function valueElementFor(element: PageElement, page: PageModel, description: string | undefined): PageElement {
  const own = textOf(element) || subtreeText(page, element.index);
  if (!isOnlyLabel(own, description)) return element;
  // A label of a control: the control holds the value.
  if (element.target !== undefined && element.target !== element.index) return page.elements[element.target] ?? element;

  // The element right after the label in its parent: a definition after its term, a value span after
  // its label span ("<dt>Valid until</dt><dd>31 August</dd>") — not the whole list the pair is in.
  // Only for a label that is no control (a link's neighbour in a menu is another link, no value)
  // and that says every word of the description (a "Seller" label does not hold "the seller's rating").
  const siblings = element.parent !== undefined ? page.elements[element.parent]?.children ?? [] : [];
  const next = page.elements[siblings[siblings.indexOf(element.index) + 1] ?? -1];
  const whole = description !== undefined && keyTokens(description).every((w) => keyTokens(own).includes(w));
  if (siblings.includes(element.index) && next && next.visible !== false && whole && !isInteractive(element) && !isInteractive(next)) {
    const text = subtreeText(page, next.index, 300);
    if (text.length > 0 && text.length <= 200 && !isOnlyLabel(text, description)) return next;
  }

  // The enclosing line holds more than the label ("<p><span>Order:</span> <b>123</b></p>").
  let up = element.parent;
  for (let depth = 0; up !== undefined && depth < 3; depth++) {
    const parent = page.elements[up];
    if (!parent) break;
    const text = subtreeText(page, up, 300);
    if (text.length > 0 && text.length <= 200 && !isOnlyLabel(text, description)) return parent;
    if (text.length > 200) break;
    up = parent.parent;
  }

  // The nearest text to the right on the same line, or just below.
  const box = element.box;
  let best: { el: PageElement; cost: number } | undefined;
  for (const el of page.elements) {
    if (el.index === element.index || !el.visible || !el.text || isOnlyLabel(el.text, description)) continue;
    if (isAncestor(page, el.index, element.index) || isAncestor(page, element.index, el.index)) continue;
    let cost: number;
    if (box && el.box) {
      const dx = el.box.left - (box.left + box.width);
      const dy = el.box.top - (box.top + box.height);
      const sameRow = Math.abs(el.box.top + el.box.height / 2 - (box.top + box.height / 2)) < Math.max(box.height, 12);
      if (sameRow && dx > -4) cost = dx;
      else if (dy > -4 && el.box.left < box.left + box.width && el.box.left + el.box.width > box.left) cost = 40 + dy * 1.5;
      else continue;
    } else {
      // No layout (HTML page model): the next text in document order.
      if (el.index < element.index) continue;
      cost = el.index - element.index;
    }
    if (!best || cost < best.cost) best = { el, cost };
  }
  return best?.el ?? element;
}
