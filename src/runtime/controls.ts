/**
 * Form controls as the page model shows them: what kind of control an element is, the `<select>`
 * around an option, the button that opens an ARIA listbox, and the option label closest to a value.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { keySimilarity } from './dictionary.js';
import { monthNumber } from '../thingtalk/calendar.js';
import { relativeIsoDay, todayOf } from '../parser/dates.js';
import { stem } from '../parser/compare.js';
import { PEOPLE_WORD } from '../parser/people-words.js';

export type ControlKind = 'select' | 'option' | 'checkbox' | 'radio' | 'range' | 'text' | 'other';

export function controlKind(el: PageElement): ControlKind {
  const tag = el.tag.toLowerCase();
  const it = (el.inputType ?? el.attributes.type ?? '').toLowerCase();
  if (tag === 'select') return 'select';
  if (tag === 'option') return 'option';
  if (tag === 'input' && it === 'checkbox') return 'checkbox';
  if (tag === 'input' && it === 'radio') return 'radio';
  if (tag === 'input' && it === 'range') return 'range';
  if (el.role === 'checkbox' || el.role === 'switch') return 'checkbox';
  if (el.role === 'radio') return 'radio';
  if (tag === 'textarea' || (tag === 'input' && !['button', 'submit', 'reset', 'image', 'file', 'hidden', 'color'].includes(it))) return 'text';
  if (el.role === 'textbox' || el.role === 'searchbox' || el.role === 'combobox' || 'contenteditable' in el.attributes) return 'text';
  return 'other';
}

export function enclosingSelect(option: PageElement, page: PageModel): PageElement | undefined {
  let cur = option.parent;
  for (let i = 0; cur !== undefined && i < 4; i++) {
    const el = page.elements[cur];
    if (!el) return undefined;
    if (el.tag.toLowerCase() === 'select') return el;
    cur = el.parent;
  }
  return undefined;
}

/** An option of an ARIA listbox or menu (not a native `<option>`). */
export function isListOption(el: PageElement): boolean {
  return el.tag !== 'option' && (el.role === 'option' || el.role === 'menuitemradio' || el.role === 'menuitemcheckbox');
}

/** The control that opens the listbox/menu holding `option`: aria-controls/aria-owns, else a popup button beside the list. */
export function listTrigger(option: PageElement, page: PageModel): PageElement | undefined {
  let list: PageElement | undefined;
  let cur = option.parent;
  for (let i = 0; cur !== undefined && i < 6; i++) {
    const el = page.elements[cur];
    if (!el) break;
    if (el.role === 'listbox' || el.role === 'menu' || el.role === 'tree' || el.role === 'grid') {
      list = el;
      break;
    }
    cur = el.parent;
  }
  if (!list) return undefined;
  const id = list.attributes.id;
  if (id) {
    const owner = page.elements.find((e) => (e.attributes['aria-controls'] ?? e.attributes['aria-owns'] ?? '').split(/\s+/).includes(id));
    if (owner) return owner;
  }
  const siblings = list.parent !== undefined ? (page.elements[list.parent]?.children ?? []) : [];
  for (const i of siblings) {
    const el = page.elements[i];
    if (el && el.index !== list.index && (el.attributes['aria-haspopup'] || el.role === 'combobox' || el.attributes['aria-expanded'] !== undefined)) return el;
  }
  return undefined;
}

const norm = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Words that carry no choice in a requested option ("sort by price from highest to lowest", "newest first"). */
const OPTION_STOP = new Set(['the', 'a', 'an', 'by', 'to', 'from', 'in', 'of', 'on', 'with', 'and', 'first', 'sort', 'sorted', 'order', 'ordered', 'please', 'then', 'most', 'least', 'top', 'best', 'items', 'products', 'results', 'ones', 'listings']);
/** Words that mean the same as another once stemmed ("cheapest" is the low price, a customer review is a rating). */
const OPTION_SYNONYMS: Record<string, string> = { cheap: 'low', expensiv: 'high', recent: 'new', lat: 'new', rat: 'rating', rated: 'rating', review: 'rating' };

/** A light stem, the same on both sides: plural, -ing, comparative and superlative ("highest" ~ "high" ~ "higher"), final e. */
function optionStem(w: string): string {
  let t = w;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  else if (t.length > 5 && t.endsWith('est')) t = t.slice(0, -3);
  else if (t.length > 4 && t.endsWith('er')) t = t.slice(0, -2);
  if (t.length > 3 && t.endsWith('e')) t = t.slice(0, -1);
  if (t.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(t)) t = t.slice(0, -1);
  return OPTION_SYNONYMS[t] ?? t;
}

function optionTokens(s: string): string[] {
  const words = norm(s).split(' ').filter(Boolean);
  const content = words.filter((w) => !OPTION_STOP.has(w));
  return (content.length ? content : words).map(optionStem);
}

/**
 * Word overlap of a requested value with an option label: the mean of the share of requested words
 * the label has and the share of label words requested, plus a small bonus for the words in the
 * same order ("from highest to lowest" is "High to Low", not "Low to High") and a smaller one for
 * matching the label's first words.
 */
/** Stems of the words that say which way a list is sorted, not by what. */
const DIRECTION_WORDS = new Set(['high', 'low', 'new', 'old', 'larg', 'small', 'long', 'short', 'a', 'z']);

function optionOverlap(label: string, wanted: string): number {
  const w = optionTokens(wanted);
  const l = optionTokens(label);
  const common = w.filter((t, i) => l.includes(t) && w.indexOf(t) === i);
  if (!common.length || !w.length || !l.length) return 0;
  // A direction word weighs half of what it qualifies: "highest rated" is the rating order more than "Price: High to Low".
  const weight = (t: string): number => (DIRECTION_WORDS.has(t) && w.some((x) => !DIRECTION_WORDS.has(x)) ? 0.5 : 1);
  const share = common.reduce((n, t) => n + weight(t), 0) / [...new Set(w)].reduce((n, t) => n + weight(t), 0);
  const score = (share + common.length / new Set(l).size) / 2;
  let pairs = 0;
  let same = 0;
  for (let i = 0; i < common.length; i++) {
    for (let j = i + 1; j < common.length; j++) {
      pairs++;
      if (l.indexOf(common[i]!) < l.indexOf(common[j]!)) same++;
    }
  }
  // A label's first words are its head: "cheapest" is "Low to High" more than "High to Low", "highest salaries" "Salary: High to Low".
  const head = common.reduce((sum, t) => sum + 1 - l.indexOf(t) / l.length, 0) / common.length;
  return score + (pairs ? 0.05 * (same / pairs) : 0) + 0.01 * head;
}

/**
 * The option labels ranked by how well they match `wanted`, best first (scores ≥ 0.5): equal, then
 * prefix/containment, then word overlap with light morphology and word order (see optionOverlap).
 */
export function rankOptions(labels: readonly string[], wanted: string): Array<{ label: string; score: number }> {
  const w = norm(wanted);
  if (!w) return [];
  return labels
    .map((label) => {
      const l = norm(label);
      if (l === w) return { label, score: 2 };
      // An option's aside after a dash ("Zone A – Old Town", "3 months – $40") is no part of its name either.
      if (norm(label.split(/\s+[–—-]\s+/)[0] ?? '') === w) return { label, score: 1.9 };
      let score = Math.max(keySimilarity(label, wanted), optionOverlap(label, wanted));
      if (l && (l.startsWith(w) || w.startsWith(l))) score = Math.max(score, 0.8 + 0.1 * (Math.min(l.length, w.length) / Math.max(l.length, w.length)));
      else if (l && w.length >= 3 && (l.includes(w) || w.includes(l))) score = Math.max(score, 0.7);
      return { label, score };
    })
    .filter((s) => s.score >= 0.5)
    .sort((a, b) => b.score - a.score);
}

/**
 * The option label closest to `wanted` (see rankOptions); undefined when none is close or two
 * different options tie — except two orders of the same words ("Price: Low to High" and "Price:
 * High to Low" for "sort by price"): the one the list gives first, as a sort menu's default
 * direction.
 */
export function closestOption(labels: readonly string[], wanted: string): string | undefined {
  const [best, second] = rankOptions(labels, wanted);
  if (!best) return undefined;
  if (second && second.score >= best.score - 1e-9 && norm(second.label) !== norm(best.label)) {
    const words = (l: string): string => optionTokens(l).sort().join(' ');
    if (words(best.label) !== words(second.label)) return undefined;
    return labels.indexOf(best.label) <= labels.indexOf(second.label) ? best.label : second.label;
  }
  return best.label;
}


/** A label without its asides in brackets: "Terrace (heated)" → "Terrace", "Signature on delivery ($1.20)" → "Signature on delivery". */
const withoutAside = (label: string): string => label.replace(/\s*[(\[][^()\[\]]*[)\]]\s*/g, ' ');

/**
 * The option whose label appears, as whole words, in `text` but not in the dropdown's own name
 * ("Large as the parcel size" on "Parcel size" → "Large"); the longest when several do.
 */
export function optionInText(labels: readonly string[], text: string, dropdownName = ''): string | undefined {
  const padded = ` ${norm(text)} `;
  const own = ` ${norm(dropdownName)} `;
  let best: string | undefined;
  let bestLength = 0;
  for (const label of labels) {
    // An option's aside in brackets ("Terrace (heated)", "Signature on delivery ($1.20)") is no part of the name people use for it.
    for (const l of new Set([norm(label), norm(withoutAside(label))])) {
      if (!l || !padded.includes(` ${l} `) || own.includes(` ${l} `)) continue;
      if (best === undefined || l.length > bestLength) (best = label), (bestLength = l.length);
    }
  }
  return best;
}

/** Words of a count's description that name no thing ("4 of them", "2 more please"). */
const NOT_A_THING = new Set(['of', 'them', 'those', 'these', 'it', 'that', 'this', 'one', 'ones', 'more', 'please', 'the', 'a', 'an', 'and', 'in', 'total', 'x', 'for', 'us', 'me']);

/**
 * Round 29: whether `description` is a count of a thing ("4 players", "2 buggies") that `control` —
 * a menu or a number box — does not count: neither its name nor its options name the thing, and
 * it is not a control for people while the thing is people. "4 players" on "Sets of hire clubs"
 * (options 0–4) is such a count: the menu offers 4, but of clubs. A bare count, or a description
 * of more than three words, is no such count (false).
 */
export function countsOtherThing(description: string, control: PageElement): boolean {
  const said = norm(description).split(' ').filter(Boolean);
  if (said.length > 3 || said.filter((w) => /^\d+$/.test(w)).length !== 1) return false;
  const things = said.filter((w) => !/^\d+$/.test(w) && w.length > 1 && !NOT_A_THING.has(w));
  if (!things.length) return false;
  const named = new Set(norm(`${control.name} ${(control.options ?? []).join(' ')}`).split(' ').map(stem));
  if (things.some((w) => named.has(stem(w)))) return false;
  return !(things.some((w) => PEOPLE_WORD.test(w)) && PEOPLE_WORD.test(control.name));
}

/** Whether an element does something when clicked (a link, a button, a form control, a labelled control). */
export function isInteractive(el: PageElement): boolean {
  if (controlKind(el) !== 'other') return true;
  const tag = el.tag.toLowerCase();
  if (tag === 'a' || tag === 'button' || tag === 'summary' || tag === 'label') return true;
  return ['button', 'link', 'menuitem', 'tab', 'switch', 'option', 'treeitem'].includes(el.role ?? '') || 'onclick' in el.attributes;
}

/**
 * "Choose Large as the parcel size", "Select Phone as the preferred contact method": the step's
 * description names a group (a legend, a plain-text label) *and* one of its choices. Given the
 * group's label element, the control in its group whose label appears in the description but not
 * in the group label: a radio/checkbox, or an option of a dropdown.
 */
export function choiceNamedInDescription(label: PageElement, page: PageModel, description: string): { control: PageElement; option?: string } | undefined {
  const group = label.parent !== undefined ? page.elements[label.parent] : undefined;
  if (!group) return undefined;
  const padded = ` ${norm(description)} `;
  const own = ` ${norm(label.name || label.text)} `;
  // A choice's aside in brackets ("Terrace (heated)") is no part of the name people use for it.
  const named = (name: string): boolean =>
    [norm(name), norm(withoutAside(name))].some((n) => n !== '' && padded.includes(` ${n} `) && !own.includes(` ${n} `));
  let best: { control: PageElement; option?: string; length: number } | undefined;
  const stack = [...group.children];
  for (let seen = 0; stack.length && seen < 300; seen++) {
    const el = page.elements[stack.shift()!];
    if (!el) continue;
    stack.push(...el.children);
    const kind = controlKind(el);
    if (kind === 'select') {
      const option = optionInText(el.options ?? [], description, el.name);
      if (option && (!best || option.length > best.length)) best = { control: el, option, length: option.length };
    } else if ((kind === 'radio' || kind === 'checkbox') && named(el.name)) {
      if (!best || el.name.length > best.length) best = { control: el, length: el.name.length };
    }
  }
  return best && { control: best.control, ...(best.option ? { option: best.option } : {}) };
}

/**
 * "Sort by price" where the choices are links or buttons under a "Sort" heading: of the links and
 * buttons that follow the label in its parent, up to the next element like the label (the next
 * heading), the one whose name is closest to `wanted` (as an option of a dropdown would be).
 */
export function choiceAmongLinks(label: PageElement, page: PageModel, wanted: string): { control: PageElement } | undefined {
  const head = label.tag === '#text' && label.parent !== undefined ? page.elements[label.parent] ?? label : label;
  const parent = head.parent !== undefined ? page.elements[head.parent] : undefined;
  if (!parent) return undefined;
  const controls: PageElement[] = [];
  for (const i of parent.children.slice(parent.children.indexOf(head.index) + 1)) {
    const sibling = page.elements[i];
    if (!sibling || sibling.tag === head.tag) break;
    const stack = [i];
    for (let seen = 0; stack.length && seen < 300; seen++) {
      const el = page.elements[stack.shift()!];
      if (!el) continue;
      stack.push(...el.children);
      if (el.visible && (el.tag === 'a' || el.tag === 'button' || el.role === 'link' || el.role === 'button')) controls.push(el);
    }
  }
  const name = closestOption(controls.map((c) => c.name || c.text), wanted);
  const control = name !== undefined ? controls.find((c) => (c.name || c.text) === name) : undefined;
  return control && { control };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** "December 1, 2026", "1 Dec 2026", "12/01/2026", "2026-12-1", "tomorrow" → "2026-12-01" (relative to `today`: a Date, or the Russ option's "YYYY-MM-DD"); undefined when it reads no date. */
export function isoDate(text: string, today: Date | string = new Date()): string | undefined {
  if (typeof today === 'string') today = todayOf(today);
  const t = text.trim().toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, '$1').replace(/\bof\b/g, ' ').replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  const ok = (y: number, m: number, d: number): string | undefined => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return m >= 1 && m <= 12 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : undefined;
  };
  // "tomorrow", "Saturday", "the 4th": against the host's today (src/parser/dates.ts).
  const relative = relativeIsoDay(text, today);
  if (relative) return relative;
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return ok(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  // Month first (US) unless the first number cannot be a month.
  if (m) return Number(m[1]) > 12 ? ok(Number(m[3]), Number(m[2]), Number(m[1])) : ok(Number(m[3]), Number(m[1]), Number(m[2]));
  const month = (w: string): number => monthNumber(w);
  m = /^(?:[a-z]+ )?([a-z]{3,9})\.? (\d{1,2})(?: (\d{4}))?$/.exec(t) ?? null;
  if (m && month(m[1]!) > 0) return ok(m[3] ? Number(m[3]) : today.getFullYear(), month(m[1]!), Number(m[2]));
  m = /^(?:[a-z]+ )?(\d{1,2}) ([a-z]{3,9})\.?(?: (\d{4}))?$/.exec(t);
  if (m && month(m[2]!) > 0) return ok(m[3] ? Number(m[3]) : today.getFullYear(), month(m[2]!), Number(m[1]));
  return undefined;
}

/** "7pm", "7:30 pm", "19:30", "noon" → "19:00", "19:30", "12:00"; undefined when it reads no time. */
export function isoTime(text: string): string | undefined {
  const t = text.trim().toLowerCase().replace(/(\d)\.(\d)/, '$1:$2').replace(/\./g, '');
  if (t === 'noon' || t === 'midday') return '12:00';
  if (t === 'midnight') return '00:00';
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(t);
  if (!m || (!m[2] && !m[3])) return undefined;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (m[3]) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (m[3].startsWith('p') ? 12 : 0);
  }
  return h <= 23 && min <= 59 ? `${pad(h)}:${pad(min)}` : undefined;
}

/** The value a date or time field takes for what a person wrote ("December 1" in a date field); other fields take it as written. */
export function fieldValue(el: PageElement, value: string, today?: string): string {
  const type = (el.inputType ?? el.attributes.type ?? '').toLowerCase();
  if (type === 'date') return isoDate(value, todayOf(today)) ?? value;
  if (type === 'time') return isoTime(value) ?? value;
  if (type === 'range' || type === 'number') return numberIn(value) ?? value;
  return value;
}

/**
 * The number a slider or number box takes from a value said with its unit: "80%", "80 percent",
 * "$50", "£1,200", "3 nights" → "80", "80", "50", "1200", "3". Undefined when the value is not one
 * number (with at most a currency sign before it and a unit word or sign after it).
 */
export function numberIn(value: string): string | undefined {
  const m = /^\s*[$€£]?\s*(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*(?:%|per\s*cent|percent|[\p{L}.]+(?:\s+[\p{L}.]+)?)?\s*$/iu.exec(value);
  return m ? m[1]!.replace(/,/g, '') : undefined;
}
