/**
 * Scoring elements against an element query (RUSS §3.3): text similarity of the description,
 * the element type, the absolute location on the page, and relations to other queries' elements.
 * Type and location are strong ranking signals rather than hard filters (a page rarely matches an
 * instruction's words exactly), relations are distance plus misalignment (STYLE.md).
 */
import type { ElementType, Location, Query, Relation } from '../thingtalk/ast.js';
import { relationsOf } from '../thingtalk/ast.js';
import { groundItemQuery } from './repeated.js';
import type { PageElement, PageModel } from '../page/types.js';
import { pageIndex, type PageIndex, type FieldKind } from './page-index.js';
import { Similarity, queryText, type QueryText } from './similarity.js';
import { UI_NOUNS, areSynonyms, isStopWord, synonymsOf, words } from './text.js';
import type { WordVectors } from '../word-vectors.js';

export interface Candidate {
  element: PageElement;
  score: number;
  reasons: string[];
}

export interface ScoreOptions {
  vectors?: WordVectors;
  /** Values of variables a description may refer to (`description = param:country`). */
  values?: Record<string, string>;
  /** The action the query serves; `enter` prefers text fields, `click` interactive elements. */
  action?: string;
  /** How many candidates to return. Default 10. */
  limit?: number;
  /** Semantic similarity of the description to elements (by index), from a host's embedder. */
  semantic?: Map<number, number>;
  /**
   * The choice a `select` will make ("Set the contact method to Phone" → "Phone"): an element that
   * offers it (a dropdown with that option, a group of radios with that choice) is the more likely.
   */
  option?: string;
  /** The literal value an `enter` will type: a field that cannot hold it (letters in a phone or number box) is the less likely. */
  typed?: string;
}

/** Weights of the signals. Text similarity is in [0, 1]; the others add to it. */
export const WEIGHTS = {
  typeMismatch: -0.55,
  typeNear: -0.15,
  hidden: -0.2,
  offscreen: -0.1,
  prominence: 0.02,
  location: 0.3,
  relation: 0.7,
  interactive: 0.04,
  actionImpliedType: 0.15,
  noTextMatch: -0.2,
  /** An element that offers the option a `select` wants (scaled by how well the option matches). */
  offersOption: 0.3,
  /** A field whose input type cannot hold the value to type. */
  valueMismatch: -0.3,
  /** A field made for the kind of value to type (a number box for "75", an email box for an address). */
  valueFit: 0.1,
  /** A host embedder's cosine similarity counts like a text field of this weight. */
  semantic: 0.95,
} as const;

/** Types that may stand for one another, with a small penalty ("click the Save button" on a link). */
const NEAR_TYPES: Record<ElementType, ElementType[]> = {
  button: ['link', 'icon', 'input', 'checkbox'],
  link: ['button', 'text', 'icon'],
  input: ['dropdown'],
  checkbox: ['button'],
  dropdown: ['button', 'input', 'link'],
  image: ['icon', 'link', 'button'],
  icon: ['button', 'link', 'image'],
  text: ['link', 'button', 'input', 'dropdown', 'checkbox'],
};

/** The element type an action implies when the query names none. */
const ACTION_TYPES: Record<string, ElementType> = { enter: 'input', select: 'dropdown', check: 'checkbox', uncheck: 'checkbox', choose: 'checkbox', set_range: 'input' };

const SKIP_TAGS = new Set(['#text', 'html', 'body', 'head', 'script', 'style', 'noscript', 'option', 'optgroup', 'br', 'hr', 'iframe', 'path', 'g']);

interface Ctx {
  /** Nesting of relations read inside descriptions ("X under Y"): only one level. */
  depth: number;
  /** Nesting of query relations being grounded (anchors of anchors…). */
  relationDepth: number;
  /** Scoring an anchor of a relation (the host's semantic scores are for the main query only). */
  anchor: boolean;
  /** Score text only for elements that mention a query word (see `wordFilter`). */
  prefilter: boolean;
  page: PageModel;
  index: PageIndex;
  sim: Similarity;
  options: ScoreOptions;
}

/** Rank the page's elements for a query; best first. */
export function rankElements(query: Query, page: PageModel, options: ScoreOptions = {}): Candidate[] {
  const ctx: Ctx = { depth: 0, relationDepth: 0, anchor: false, prefilter: true, page, index: pageIndex(page), sim: new Similarity(options.vectors), options };
  const { list, explain } = scoreAll(query, ctx, options.action);
  list.sort((a, b) => b.score - a.score || a.element.index - b.element.index);
  const top = list.slice(0, options.limit ?? 10);
  for (const c of top) c.reasons = explain(c.element);
  return top;
}

/** Longest description read (characters); instructions are short, pasted pages are not. */
const MAX_DESCRIPTION = 300;

function descriptionOf(q: Query, options: ScoreOptions): string | undefined {
  const d = q.description;
  if (!d) return undefined;
  if (d.kind !== 'variable') return typeof d.value === 'string' ? d.value.slice(0, MAX_DESCRIPTION) : undefined;
  const v = options.values?.[d.name];
  return typeof v === 'string' ? v.slice(0, MAX_DESCRIPTION) : undefined; // an unknown variable says nothing about the element
}

/** "Delete device under Work laptop": a description that holds its own spatial relation. */
const RELATION_IN_TEXT = /^(.+?)\s+(under|below|beneath|underneath|above|over|next to|beside|besides|by|near|to the left of|to the right of|left of|right of)\s+(?:the\s+)?(.+)$/i;

function relationInText(desc: string): { head: string; rel: Relation | 'near'; anchor: string } | undefined {
  const m = RELATION_IN_TEXT.exec(desc.trim());
  if (!m) return undefined;
  const word = m[2]!.toLowerCase();
  const rel: Relation | 'near' =
    word === 'under' || word === 'below' || word === 'beneath' || word === 'underneath'
      ? 'below'
      : word === 'above' || word === 'over'
        ? 'above'
        : word.includes('left')
          ? 'left_of'
          : word.includes('right')
            ? 'right_of'
            : 'near';
  if (!/[a-z0-9]/i.test(m[1]!) || !/[a-z0-9]/i.test(m[3]!)) return undefined;
  return { head: m[1]!, rel, anchor: m[3]! };
}

interface Scored {
  list: Candidate[];
  /** The reasons behind one element's score (computed only for the candidates reported). */
  explain(el: PageElement): string[];
}

function scoreAll(query: Query, ctx: Ctx, action?: string): Scored {
  const desc = descriptionOf(query, ctx.options);
  const qt = desc ? queryText(desc) : undefined;
  const anchors = relationsOf(query).map(([rel, q]) => {
    // "Under Sentence 3, Yes below Is it grammatical?": the container holds the other anchors too
    // (the question of that sentence, not the same question of another).
    const anchorQuery = query.in && rel !== 'in' && !q.in ? { ...q, in: query.in } : q;
    const anchorDesc = descriptionOf(anchorQuery, ctx.options);
    const named = anchorDesc ? queryText(anchorDesc) : undefined;
    const list = topAnchors(anchorQuery, ctx);
    const inside = rel === 'in' && named && anchorQuery.item === undefined;
    return { rel, anchors: inside ? innermost(list.map((a) => ({ ...a, element: ownTextNode(a.element, named, ctx) })), named, ctx) : list, named };
  });
  // A relation written inside the description is tried as well; the better reading wins per element.
  let inText: { head: QueryText; rel: Relation | 'near'; anchors: Array<{ element: PageElement; weight: number }> } | undefined;
  if (desc && anchors.length === 0 && ctx.depth < 1) {
    const split = relationInText(desc);
    if (split) {
      ctx.depth++;
      const list = topAnchors({ kind: 'query', description: { kind: 'string', value: split.anchor } }, ctx);
      ctx.depth--;
      const anchorText = list[0] ? textScore(queryText(split.anchor), list[0].element, ctx).score : 0;
      if (anchorText >= 0.6) inText = { head: queryText(split.head), rel: split.rel, anchors: list };
    }
  }
  const els = ctx.page.elements;
  const out: Candidate[] = [];
  const hasText = !!qt && qt.stems.length > 0;
  // Fast path: only elements whose strings contain a query word (or a UI synonym of one) are
  // scored for text; when that finds nothing at all, every element is scored (semantic matches
  // through word vectors need no shared letters).
  const filter = hasText && ctx.prefilter ? wordFilter(qt!) : undefined;
  let bestText = 0;
  const NONE: string[] = [];
  /** The element's score, or undefined when it is no candidate; reasons go to `reasons` when given. */
  const scoreOne = (el: PageElement, reasons: string[] | undefined): number | undefined => {
    // "The message below the Subscribe button": never the button itself, nor a container holding it
    // (a field that the anchor text names, as a floating label does, stays: see below).
    for (const { anchors: list, named } of anchors) {
      const a = list[0]?.element;
      if (!a || !(a.index === el.index || isAncestor(ctx.page, el.index, a.index))) continue;
      const field = el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox';
      if (!(field && named && textScore(named, el, ctx).score >= 0.8)) return undefined;
    }
    let score = 0;
    if (hasText) {
      const main = ctx.depth === 0 && !ctx.anchor;
      const t =
        filter && !mentions(filter, el, ctx.page, ctx.index) && !(main && ctx.options.semantic?.has(el.index)) && !(qt!.withStopWords && stopWordName(el))
          ? noText()
          : textScore(qt!, el, ctx, main);
      if (t.score > bestText) bestText = t.score;
      if (inText) {
        const h = textScore(inText.head, el, ctx);
        let best = 0;
        for (const a of inText.anchors) {
          if (a.element.index === el.index || isAncestor(ctx.page, el.index, a.element.index) || isAncestor(ctx.page, a.element.index, el.index)) continue;
          const rels: Relation[] = inText.rel === 'near' ? ['below', 'above', 'left_of', 'right_of'] : [inText.rel];
          for (const r of rels) best = Math.max(best, relationScore(r, el, a.element, ctx.page) * a.weight);
        }
        const alt = h.score + WEIGHTS.relation * (best - 0.5);
        if (alt > t.score && h.score > 0.5) {
          score += alt - h.score;
          reasons?.push(`${inText.rel} "${inText.head.text}" anchor ${best.toFixed(2)}`);
          t.score = h.score;
          t.kind = h.kind;
          t.field = h.field;
        }
      }
      if (t.score <= 0.2 && !query.type) return undefined; // nothing in common: not a candidate
      score += t.score;
      if (t.score > 0) reasons?.push(`text ${t.score.toFixed(2)} (${t.kind}: "${t.field.slice(0, 40)}")`);
      else {
        score += WEIGHTS.noTextMatch;
      }
    } else if (!query.type && anchors.length === 0 && !query.location) {
      return undefined;
    } else {
      // No description: the element type and relations decide; prefer elements that can be acted on.
      if (!el.type) return undefined;
    }
    if (query.type) {
      const tm = typeMatch(query.type, el);
      if (tm < 0) {
        score += tm;
        reasons?.push(tm <= WEIGHTS.typeMismatch ? `not a ${query.type}` : `type ${el.type ?? 'none'} ≈ ${query.type}`);
      } else reasons?.push(`type ${query.type}`);
    } else if (action && ACTION_TYPES[action]) {
      // The action says what it acts on: enter → a text field, select → a dropdown, check → a checkbox, set_range → a slider.
      if (action === 'set_range' ? el.inputType === 'range' : el.type === ACTION_TYPES[action]) {
        score += WEIGHTS.actionImpliedType;
        reasons?.push(`${el.type} for ${action}`);
      } else if (ACTION_TYPES[action] === 'checkbox' && !isClickable(el)) {
        // Plain text cannot be checked: "Show only items in stock" is the "In stock only" box, not a tile's "In stock".
        score += WEIGHTS.typeNear;
        reasons?.push(`text cannot be ${action}ed`);
      }
    } else if (isClickable(el) && !(action === 'click' && isTextEntry(el.target !== undefined ? ctx.page.elements[el.target] ?? el : el))) {
      // A click on a text box only focuses it: of two elements with one name, the radio or button a click works is meant.
      score += WEIGHTS.interactive;
    }
    if (ctx.options.option && ctx.depth === 0 && !ctx.anchor) {
      const o = offers(el, ctx.options.option, ctx);
      if (o > 0) {
        score += WEIGHTS.offersOption * o;
        reasons?.push(`offers "${ctx.options.option.slice(0, 30)}" ${o.toFixed(2)}`);
      }
    }
    if (ctx.options.typed !== undefined && ctx.depth === 0 && !ctx.anchor) {
      // A label speaks for its control.
      const field = el.target !== undefined ? ctx.page.elements[el.target] ?? el : el;
      if (!canHold(field, ctx.options.typed)) {
        // A choice takes no words at all (as bad as the wrong type); a number box may just be written oddly.
        score += field.type === 'checkbox' ? WEIGHTS.typeMismatch : WEIGHTS.valueMismatch;
        reasons?.push(`cannot hold "${ctx.options.typed.slice(0, 20)}"`);
      } else if (fitsKind(field, ctx.options.typed)) {
        score += WEIGHTS.valueFit;
        reasons?.push(`${field.inputType} field for "${ctx.options.typed.slice(0, 20)}"`);
      }
    }
    if (!el.visible) {
      score += WEIGHTS.hidden;
      reasons?.push('hidden');
    } else if (ctx.index.offscreen(el.index)) {
      score += WEIGHTS.offscreen;
      reasons?.push('off the page');
    }
    const prominence = ctx.index.prominence(el.index);
    if (prominence) score += WEIGHTS.prominence * prominence;
    if (query.location) {
      const l = locationScore(query.location, el, ctx.index);
      if (l !== undefined) {
        score += WEIGHTS.location * (l - 0.5) * 2;
        reasons?.push(`location ${query.location} ${l.toFixed(2)}`);
      }
    }
    for (const { rel, anchors: list, named } of anchors) {
      let best = 0;
      for (const a of list) {
        // A relation never picks the anchor itself nor a container of it; only `in` may pick what the anchor contains.
        if (a.element.index === el.index || isAncestor(ctx.page, el.index, a.element.index) || (rel !== 'in' && isAncestor(ctx.page, a.element.index, el.index))) continue;
        const r = relationScore(rel, el, a.element, ctx.page) * a.weight;
        if (r > best) best = r;
      }
      // "The field under Email" where the text is the field's own label or placeholder (floating
      // labels sit inside the field, not above it): being named by the anchor text counts too.
      if (named && (el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox')) {
        const own = textScore(named, el, ctx).score;
        if (own >= 0.8 && own * 0.95 > best) {
          best = own * 0.95;
          reasons?.push(`named by the anchor text ${own.toFixed(2)}`);
        }
      }
      score += WEIGHTS.relation * best - WEIGHTS.relation * 0.5;
      reasons?.push(`${rel} anchor ${best.toFixed(2)}`);
    }
    return score;
  };
  for (const el of els) {
    if (SKIP_TAGS.has(el.tag)) continue;
    const score = scoreOne(el, undefined);
    if (score !== undefined) out.push({ element: el, score, reasons: NONE });
  }
  if (filter && bestText < 0.35 && ctx.options.vectors) {
    ctx.prefilter = false;
    try {
      return scoreAll(query, ctx, action);
    } finally {
      ctx.prefilter = true;
    }
  }
  return {
    list: out,
    explain: (el) => {
      const reasons: string[] = [];
      scoreOne(el, reasons);
      return reasons;
    },
  };
}

function noText(): { score: number; kind: FieldKind | ''; field: string } {
  return { score: 0, kind: '', field: '' };
}

function wordFilter(q: QueryText): RegExp {
  const alts = new Set<string>();
  for (const s of q.stems) {
    for (const w of synonymsOf(s)) {
      const key = w.length > 4 ? w.slice(0, -1) : w;
      alts.add(key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    }
  }
  // Words start at a boundary ("ok" must not match "book"); camelCase ids are not split here.
  return new RegExp(`(?:^|[^a-z0-9])(?:${[...alts].join('|')})`, 'i');
}

/** Does any string of the element (text, name, labelling attributes, ids) contain a filter word? */
function mentions(re: RegExp, el: PageElement, page: PageModel, index: PageIndex): boolean {
  if ((el.text && re.test(el.text)) || (el.name && re.test(el.name))) return true;
  const a = el.attributes;
  for (const k of MENTION_ATTRIBUTES) {
    const v = a[k];
    if (v !== undefined && v && re.test(v)) return true;
  }
  for (const c of el.children) {
    const k = page.elements[c]!;
    if (k.tag === '#text' && re.test(k.text)) return true;
  }
  if (el.options) for (const o of el.options) if (re.test(o)) return true;
  // Controls are also named by their labels and the text next to them; icons by their classes.
  if (el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox') {
    for (const k of CONTROL_ATTRIBUTES) {
      const v = a[k];
      if (v !== undefined && v && re.test(v)) return true;
    }
    for (const t of index.outsideNames(el.index)) if (re.test(t)) return true;
    const section = index.sectionHeading(el.index);
    return !!section && re.test(section);
  }
  if (re.test('submit') && index.submitsForm(el.index)) return true;
  return el.type === 'icon';
}

/** A control named only by stop words ("From", "To"): the word filter, which skips stop words, cannot see it. */
function stopWordName(el: PageElement): boolean {
  if (!(el.type === 'input' || el.type === 'dropdown' || el.type === 'checkbox') || !el.name || el.name.length > 24) return false;
  const w = words(el.name);
  return w.length > 0 && w.every(isStopWord);
}

const MENTION_ATTRIBUTES = ['aria-label', 'title', 'alt'];
/** Controls are also named by developers' words (and a button input by its value). */
const CONTROL_ATTRIBUTES = ['placeholder', 'value', 'id', 'name', 'data-testid'];

/** Relations nest at most this deep (a query is data from outside: it may even be cyclic). */
const MAX_RELATION_DEPTH = 4;

function topAnchors(q: Query, ctx: Ctx): Array<{ element: PageElement; weight: number }> {
  if (ctx.relationDepth >= MAX_RELATION_DEPTH) return [];
  ctx.relationDepth++;
  try {
    return topAnchorsOf(q, ctx);
  } finally {
    ctx.relationDepth--;
  }
}

function topAnchorsOf(q: Query, ctx: Ctx): Array<{ element: PageElement; weight: number }> {
  // "The Add button in the drunken noodles row": the anchor is one of the page's repeated items, the container.
  if (q.item !== undefined) {
    const item = groundItemQuery(q, ctx.page, ctx.options.values);
    return item ? [{ element: item.element, weight: 1 }] : [];
  }
  const wasAnchor = ctx.anchor;
  ctx.anchor = true;
  let list: Candidate[];
  try {
    list = scoreAll(q, ctx).list;
  } finally {
    ctx.anchor = wasAnchor;
  }
  list.sort((a, b) => b.score - a.score);
  if (!list.length) return [];
  const best = list[0]!.score;
  return list
    .filter((c) => c.score >= best - 0.15)
    .slice(0, 8)
    .map((c) => ({ element: c.element, weight: 1 - Math.max(0, best - c.score) * 2 }));
}

/**
 * "Cancel in the physiotherapy appointment": the container's words are split between a wide
 * section ("My appointments", the heading over every row: "appointment") and an element inside it
 * (the row's "Physiotherapy" cell). When one anchor lies in the section of another and each matches
 * words of the description the other does not, the two name one container together — the inner
 * one: the outer anchor is dropped (it holds every row alike and would tie them).
 */
function innermost(list: Array<{ element: PageElement; weight: number }>, named: QueryText, ctx: Ctx): Array<{ element: PageElement; weight: number }> {
  if (list.length < 2 || named.stems.length < 2) return list;
  const cover = list.map((a) => matchedStems(named, a.element, ctx));
  const subset = (x: Set<string>, y: Set<string>): boolean => [...x].every((w) => y.has(w));
  const dropped = new Set<number>();
  let weight = 0;
  for (let o = 0; o < list.length; o++) {
    for (let i = 0; i < list.length; i++) {
      if (i === o || cover[i]!.size === 0 || subset(cover[i]!, cover[o]!) || subset(cover[o]!, cover[i]!)) continue;
      if (containmentScore(list[i]!.element, list[o]!.element, ctx.page) > 0) {
        dropped.add(o);
        weight = Math.max(weight, list[o]!.weight);
      }
    }
  }
  if (dropped.size === 0 || dropped.size === list.length) return list;
  return list.filter((_, k) => !dropped.has(k)).map((a) => ({ ...a, weight: Math.max(a.weight, weight) }));
}

/** The description's words an element's own strings match (exactly, as a UI synonym or by prefix). */
function matchedStems(named: QueryText, el: PageElement, ctx: Ctx): Set<string> {
  const out = new Set<string>();
  for (const f of ctx.index.info(el.index).fields) {
    if (f.kind === 'content' || f.kind === 'attr') continue;
    for (const q of named.stems) if (!UI_NOUNS.has(q) && f.stems.some((s) => sameWord(q, s))) out.add(q);
  }
  return out;
}

/**
 * A container named by a text that is one of several texts written directly in an element (`<li>
 * Original: … System 1: <sentence> <table>… System 2: <sentence> <table>…`): the section starts at
 * that text node, not at the element holding them all.
 */
function ownTextNode(el: PageElement, named: QueryText, ctx: Ctx): PageElement {
  const texts = el.children.map((c) => ctx.page.elements[c]!).filter((k) => k.tag === '#text' && /\w/.test(k.text));
  if (texts.length < 2) return el;
  let best = el;
  let bestScore = 0.6;
  for (const t of texts) {
    const own = ctx.index.info(t.index).fields[0];
    const s = own ? ctx.sim.field(named, own) : 0;
    if (s > bestScore) {
      bestScore = s;
      best = t;
    }
  }
  return best;
}

function textScore(q: QueryText, el: PageElement, ctx: Ctx, main = false): { score: number; kind: FieldKind | ''; field: string } {
  const info = ctx.index.info(el.index);
  let best = 0;
  let kind: FieldKind | '' = '';
  let field = '';
  const semantic = main ? ctx.options.semantic?.get(el.index) : undefined;
  if (semantic !== undefined && WEIGHTS.semantic * semantic > best) {
    best = WEIGHTS.semantic * semantic;
    kind = 'semantic';
    field = el.name || el.text;
  }
  for (const f of info.fields) {
    if (f.weight * 1 <= best) continue;
    if (f.own && !q.stems.some((w) => f.own!.some((o) => sameWord(w, o)))) continue;
    // "Submit" itself, not its synonyms: "save" or "confirm" on a page whose only button says "Continue" is no match.
    if (f.kind === 'submit' && !q.stems.includes('submit')) continue;
    const s = f.weight * ctx.sim.field(q, f);
    if (s > best) {
      best = s;
      kind = f.kind;
      field = f.text;
    }
  }
  return { score: best, kind, field };
}

function typeMatch(want: ElementType, el: PageElement): number {
  const have = el.type;
  if (have === want || !NEAR_TYPES[want]) return 0; // an unknown type says nothing
  if (want === 'text') return have ? WEIGHTS.typeNear / 2 : 0;
  if (have && NEAR_TYPES[want].includes(have)) return WEIGHTS.typeNear;
  // An element wrapping exactly one control of the wanted type (a styled checkbox) is near.
  return WEIGHTS.typeMismatch;
}

/** How well an element sits at an absolute location of the page, in [0, 1]; undefined without a box. */
function locationScore(loc: Location, el: PageElement, index: PageIndex): number | undefined {
  const b = el.box;
  if (!b) return undefined;
  const { width, height } = index.extent();
  const vh = index.page.viewport.height || 600;
  const cx = (b.left + b.width / 2) / width;
  const cy = b.top + b.height / 2;
  if (b.top + b.height < 0 || b.left + b.width < 0) return 0; // parked off-screen (skip links)
  const top = clamp01(1 - cy / Math.max(vh, 1)); // within the first screen
  const bottom = clamp01(cy / Math.max(height, 1));
  const left = Math.max(0, Math.min(1, 1 - cx));
  const right = Math.max(0, Math.min(1, cx));
  switch (loc) {
    case 'top':
      return top;
    case 'bottom':
      return bottom;
    case 'left':
      return left;
    case 'right':
      return right;
    case 'top_left':
      return (top + left) / 2;
    case 'top_right':
      return (top + right) / 2;
    case 'bottom_left':
      return (bottom + left) / 2;
    case 'bottom_right':
      return (bottom + right) / 2;
  }
}

/**
 * How well `el` stands in `rel` to `anchor` ("el is below anchor"), in [0, 1]: 0 when on the
 * wrong side, then decreasing with the distance plus the misalignment across the relation's axis.
 * Without boxes, document order and distance in it stand in for layout.
 */
export function relationScore(rel: Relation, el: PageElement, anchor: PageElement, page: PageModel): number {
  if (rel === 'in') return containmentScore(el, anchor, page);
  const b = el.box;
  const a = anchor.box;
  if (!b || !a || (b.width === 0 && b.height === 0) || (a.width === 0 && a.height === 0)) {
    const d = el.index - anchor.index;
    const forward = rel === 'below' || rel === 'right_of';
    if (forward ? d <= 0 : d >= 0) return 0;
    return 1 / (1 + Math.abs(d) / 15);
  }
  const tol = 4;
  let gap: number;
  let mis: number;
  switch (rel) {
    case 'below':
      if (b.top + b.height / 2 < a.top + a.height / 2 + tol) return 0;
      gap = Math.max(0, b.top - (a.top + a.height));
      mis = axisGap(b.left, b.width, a.left, a.width);
      break;
    case 'above':
      if (b.top + b.height / 2 > a.top + a.height / 2 - tol) return 0;
      gap = Math.max(0, a.top - (b.top + b.height));
      mis = axisGap(b.left, b.width, a.left, a.width);
      break;
    case 'left_of':
      if (b.left + b.width / 2 > a.left + a.width / 2 - tol) return 0;
      gap = Math.max(0, a.left - (b.left + b.width));
      mis = axisGap(b.top, b.height, a.top, a.height);
      break;
    case 'right_of':
      if (b.left + b.width / 2 < a.left + a.width / 2 + tol) return 0;
      gap = Math.max(0, b.left - (a.left + a.width));
      mis = axisGap(b.top, b.height, a.top, a.height);
      break;
  }
  void page;
  let row = 1;
  if (rel === 'left_of' || rel === 'right_of') {
    // "Remove next to Pixel 8": beside means on the anchor's row. Rows of a table touch, so the gap
    // between the boxes cannot tell the next row apart; the offset of their centres can.
    const off = Math.abs(b.top + b.height / 2 - (a.top + a.height / 2));
    row = 1 / (1 + Math.max(0, off - tol) / Math.max(8, Math.min(a.height, b.height)));
  }
  return row / (1 + (gap + 1.5 * mis) / 60);
}

/**
 * How well `el` lies inside the container `anchor` names, in [0, 1]: 1 inside the anchor itself
 * (a menu, a dialog); less in the section the anchor heads (a heading, legend, label or item text
 * whose parent, grandparent … holds `el` after it); 0 elsewhere, and for the anchor itself. Without
 * the tree, the anchor's box must contain the element's. A section ends at the next element of the
 * anchor's kind ("Under Email, check Weekly digest": the next heading; "Under Sentence 3": the next
 * sentence's text): each one between the anchor and `el` divides the score.
 */
const SECTION_SCORES = [1, 0.9, 0.55, 0.35, 0.2];

function containmentScore(el: PageElement, anchor: PageElement, page: PageModel): number {
  if (el.index === anchor.index) return 0;
  if (isAncestor(page, anchor.index, el.index)) return 1;
  // The section a heading/legend/label heads: its parent holds the element (after it); a wider
  // common ancestor says less and less (the whole form holds every section).
  let c = anchor.parent;
  for (let level = 1; level < SECTION_SCORES.length && c !== undefined; level++, c = page.elements[c]?.parent) {
    if (!isAncestor(page, c, el.index)) continue;
    // A table row is one unit: the cell that names it names all of it, before or after (its other
    // cells are no next "section"). Not a list item holding several texts: those do start sections.
    const row = page.elements[c]!;
    if (level <= 2 && anchor.tag !== '#text' && (row.tag === 'tr' || row.role === 'row')) return SECTION_SCORES[level]!;
    return el.index > anchor.index ? SECTION_SCORES[level]! / (1 + pageIndex(page).kindsBetween(anchor.index, el.index)) : 0;
  }
  const a = anchor.box, b = el.box;
  if (el.parent === undefined && a && b && b.left >= a.left - 2 && b.top >= a.top - 2 && b.left + b.width <= a.left + a.width + 2 && b.top + b.height <= a.top + a.height + 2) return 0.9;
  return 0;
}

/** A box one types into (a click only focuses it). */
function isTextEntry(el: PageElement): boolean {
  if (el.tag === 'textarea') return true;
  return el.tag === 'input' && !['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file', 'range', 'color'].includes(el.inputType ?? 'text');
}

/** Input types that hold numbers (a value with no digit cannot go in). */
const NUMERIC_INPUTS = new Set(['number', 'range', 'tel']);
const DATE_INPUTS = new Set(['date', 'time', 'datetime-local', 'month', 'week']);
/** Words a date or time field reads without digits ("today", "noon", "next Monday"). */
const DATE_WORDS = /\b(today|tomorrow|yesterday|tonight|noon|midnight|now|next|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;

/**
 * Can a field take the value to be typed: no digit at all for a number, phone or date field ("Tunde
 * Adeyemi" is not a phone number), no "@" for an email field, words for a checkbox or radio ("Next
 * day" is no state of the "Large parcel" choice). Anything else can be typed into a text box.
 */
function canHold(el: PageElement, value: string): boolean {
  if (el.tag !== 'input') return true;
  const t = el.inputType ?? 'text';
  const v = value.trim();
  if (!v) return true;
  // Nothing is typed into a checkbox or radio: it takes yes / no, or its own name.
  if (t === 'checkbox' || t === 'radio') return /^(yes|no|true|false|on|off|checked|unchecked|ticked|unticked|y|n|0|1)$/i.test(v) || plainOption(v) === plainOption(el.name);
  if (NUMERIC_INPUTS.has(t)) return /\d/.test(v);
  if (DATE_INPUTS.has(t)) return /\d/.test(v) || DATE_WORDS.test(v);
  if (t === 'email') return v.includes('@');
  return true;
}

/**
 * Is the field made for this kind of value: a number or slider for a number ("75", "$1,200.50"),
 * an email box for an address, a phone box for a phone number, a date or time field for a date or
 * time written in digits. A plain text box is made for no kind in particular.
 */
export function fitsKind(el: PageElement, value: string): boolean {
  if (el.tag !== 'input') return false;
  const v = value.trim();
  switch (el.inputType) {
    case 'number':
    case 'range':
      return /^[-+]?[$€£]?\d[\d,]*(\.\d+)?%?$/.test(v);
    case 'email':
      return /^[^\s@]+@[^\s@]+$/.test(v);
    case 'tel':
      return /^\+?[\d\s().-]{7,}$/.test(v) && (v.match(/\d/g) ?? []).length >= 7;
    case 'date':
      return /^\d{4}-\d{1,2}-\d{1,2}$|^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/.test(v);
    case 'time':
      return /^\d{1,2}[:.]\d{2}(\s*[ap]\.?m\.?)?$/i.test(v);
    default:
      return false;
  }
}

/** Lower case, letters and digits only, without a bracketed aside ("Terrace (heated)" → "terrace"). */
const plainOption = (s: string): string => words(s.replace(/\s*[(\[][^()\[\]]*[)\]]\s*/g, ' ')).join(' ');

/**
 * How well (0–1) an element offers the choice `option`: a dropdown with that option (or its label),
 * a group (fieldset, radiogroup) holding a radio or checkbox of that name, or the group's legend —
 * the elements a `select` acts on as the runtime does (the choice is found in the group of the
 * element grounded). 0 for anything else, the choices themselves included.
 */
function offers(el: PageElement, option: string, ctx: Ctx): number {
  const want = plainOption(option);
  if (!want) return 0;
  const els = ctx.page.elements;
  const named = (name: string | undefined): number => {
    if (!name) return 0;
    const n = words(name).join(' '), p = plainOption(name);
    if (n === want || p === want) return 1;
    // "Rainy Day Savings" for "Rainy Day Savings (…7730)", "Phone" for "Phone call".
    const s = ctx.sim.field(queryText(option), { kind: 'option', text: name, norm: n, stems: queryText(name).stems, weight: 1 });
    return s >= 0.85 ? s : 0;
  };
  const ofOptions = (c: PageElement): number => {
    let best = 0;
    for (const o of (c.options ?? []).slice(0, 200)) best = Math.max(best, named(o));
    return best;
  };
  const control = el.target !== undefined ? els[el.target] ?? el : el;
  if (control.options?.length) return ofOptions(control);
  // A choice itself is not what a select acts on: the runtime reads "No" on a radio as "off"; its group is.
  if (control.type === 'checkbox') return 0;
  const group = el.tag === 'fieldset' || el.role === 'radiogroup' || el.role === 'group' ? el : el.tag === 'legend' && el.parent !== undefined ? els[el.parent] : undefined;
  if (!group) return 0;
  let best = 0;
  const stack = [...group.children];
  for (let seen = 0; stack.length && seen < 300; seen++) {
    const c = els[stack.shift()!];
    if (!c) continue;
    stack.push(...c.children);
    if (c.type === 'checkbox') best = Math.max(best, named(c.name));
    else if (c.options?.length) best = Math.max(best, ofOptions(c));
  }
  return best;
}

/** The same word: one stem, UI synonyms, or one a prefix of the other ("remind" / "reminder") — no looser likeness. */
function sameWord(a: string, b: string): boolean {
  return a === b || areSynonyms(a, b) || (a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a)));
}

/** A table row or list item (a unit of a repeated list). */
export function isItem(el: PageElement): boolean {
  return el.tag === 'tr' || el.tag === 'li' || el.tag === 'article' || el.role === 'row' || el.role === 'listitem' || el.role === 'article';
}

/** Can a click land on it: a control, something inside one, or a pointer cursor. */
function isClickable(el: PageElement): boolean {
  return (!!el.type && el.type !== 'text') || el.target !== undefined || el.styles?.cursor === 'pointer';
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Distance between two 1-D intervals (0 when they overlap). */
function axisGap(s1: number, l1: number, s2: number, l2: number): number {
  if (s1 + l1 < s2) return s2 - (s1 + l1);
  if (s2 + l2 < s1) return s1 - (s2 + l2);
  return 0;
}

export function isAncestor(page: PageModel, maybeAncestor: number, of: number): boolean {
  let p = page.elements[of]!.parent;
  for (let n = 0; p !== undefined && n < 200; n++) {
    if (p === maybeAncestor) return true;
    p = page.elements[p]!.parent;
  }
  return false;
}
