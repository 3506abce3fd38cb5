/**
 * `ground(queryOrProgramOrString, page)`: find the element an element query describes, the
 * element an action on it should hit, how sure we are and why (RUSS §3.3).
 *
 * - `element` is the element the query describes, as the RUSS annotation marks it: the element
 *   that carries the matched text (a <span> inside a button, a link whose text nodes match) or
 *   the control itself.
 * - `target` is what an action should hit: the input a label names, the link or button around a
 *   span (the page model's `target`), else the element.
 */
import type { Action, AnyProgram, Program, Query } from '../thingtalk/ast.js';
import { isElementAction } from '../thingtalk/ast.js';
import { fromNNSyntax } from '../thingtalk/nn-syntax.js';
import { readSurface } from '../thingtalk/surface-syntax.js';
import { singleProgram } from '../thingtalk/typecheck.js';
import type { PageElement, PageModel } from '../page/types.js';
import { RussError } from '../errors.js';
import { isAncestor, isItem, rankElements, type Candidate } from './score.js';
import { defaultWordVectors, type WordVectors } from '../word-vectors.js';
import { selectorFor } from './selector.js';
import { semanticScores, type Embedder } from './embedder.js';
import { queryText } from './similarity.js';
import { UI_NOUNS } from './text.js';
import { groundItemQuery } from './repeated.js';
import { resolveRowControl } from './row-controls.js';
import { pageIndex } from './page-index.js';

export class GroundingError extends RussError {}

export interface GroundOptions {
  /** Word vectors for semantic similarity; default: the shipped ones (loaded once by `ground`). */
  vectors?: WordVectors | null;
  /** Values of variables descriptions refer to (`description = param:country`). */
  values?: Record<string, string>;
  /** How many candidates to report. Default 5. */
  candidates?: number;
  /** Softmax temperature of `confidence`. Default `CONFIDENCE_TEMPERATURE`. */
  temperature?: number;
  /** Where the model files live (word vectors): a folder (Node) or URL (browser). Default: the package's models/. */
  models?: string;
  /**
   * Parses instructions (a string that is not ThingTalk). Grounding does not depend on the parser:
   * the package's `ground` (src/index.ts) passes the shipped parser; without one, a sentence is
   * refused with `E_GROUND_INPUT`.
   */
  parse?: (instruction: string) => Promise<AnyProgram>;
  /** Compute a selector for the element (default true). */
  selector?: boolean;
  /**
   * A sentence-embedding model (see `loadEmbedder`): `ground()` adds its similarity between the
   * description and each element's text to the lexical score. Not used by `groundQuery`.
   */
  embedder?: Embedder;
  /** Semantic scores by element index (what `ground()` computes with `embedder`). */
  semantic?: Map<number, number>;
  /** The choice a `select` makes: elements that offer it rank higher (see `ScoreOptions.option`). */
  option?: string;
  /** The literal value an `enter` types: fields that cannot hold it rank lower (see `ScoreOptions.typed`). */
  typed?: string;
}

export interface GroundResult {
  element: PageElement;
  target: PageElement;
  score: number;
  /** Probability that `element` is the right one (softmax over the candidates' scores). */
  confidence: number;
  candidates: Array<{ element: PageElement; score: number; reasons: string[] }>;
  /** A selector unique on the page for `target` (computed when first read). */
  selector: string;
  /** The query that was grounded. */
  query: Query;
}

/**
 * Temperature of the softmax over candidate scores, fitted by training/grounding/fit-confidence.ts
 * (maximum likelihood of the right element on 512 synthetic queries over the turkingbench forms:
 * NLL 1.873, expected calibration error 3.4%). A 0.05 score gap gives ≈ 88% vs 12%.
 */
export const CONFIDENCE_TEMPERATURE = 0.025;

export { defaultWordVectors };

/** The element query of a program (the query its action acts on), or undefined. */
export function queryOfProgram(program: Program): Query | undefined {
  const a = program.action;
  return isElementAction(a) ? a.element : undefined;
}

/**
 * What an action says about its element besides the query: the literal choice a `select` makes
 * and the literal text an `enter` types (see `GroundOptions.option` / `typed`).
 */
export function actionHints(action: Action): { option?: string; typed?: string } {
  if (action.name === 'select' && action.option.kind !== 'variable' && action.option.value.trim()) return { option: action.option.value };
  if (action.name === 'enter' && action.text.kind === 'literal' && action.text.value.trim()) return { typed: action.text.value };
  return {};
}

/** Ground a query, a program, or a string (ThingTalk NN/surface syntax, or an instruction). */
export async function ground(input: Query | Program | string, page: PageModel, options: GroundOptions = {}): Promise<GroundResult> {
  let action: string | undefined;
  let query: Query | undefined;
  let hints: { option?: string; typed?: string } = {};
  if (typeof input === 'string') {
    const program = await programFromString(input, options);
    action = program.action.name;
    hints = actionHints(program.action);
    query = queryOfProgram(program);
    if (!query) throw new GroundingError('E_GROUND_NO_QUERY', `"${program.action.name}" acts on no element; nothing to ground`, { action: program.action.name });
  } else if (input && (input as Program).kind === 'program') {
    action = (input as Program).action.name;
    hints = actionHints((input as Program).action);
    query = queryOfProgram(input as Program);
    if (!query) throw new GroundingError('E_GROUND_NO_QUERY', `"${action}" acts on no element; nothing to ground`, { action });
  } else if (input && (input as Query).kind === 'query') {
    query = input as Query;
  } else {
    throw new GroundingError('E_GROUND_INPUT', 'ground() takes a ThingTalk query, a program, or a string');
  }
  const vectors = options.vectors === undefined ? await defaultWordVectors(options.models) : options.vectors ?? undefined;
  let semantic = options.semantic;
  const d = query.description;
  const description = d?.kind !== 'variable' ? d?.value : options.values?.[d.name];
  if (options.embedder && typeof description === 'string' && description && !semantic) semantic = await semanticScores(options.embedder, description, page);
  return groundQuery(query, page, { ...hints, ...options, vectors, action, semantic });
}

/** Synchronous grounding of one query (the runtime's hot path). Without `vectors`, lexical only. */
export function groundQuery(query: Query, page: PageModel, options: GroundOptions & { action?: string } = {}): GroundResult {
  if (!page || !Array.isArray(page.elements)) throw new GroundingError('E_GROUND_INPUT', 'groundQuery needs a PageModel');
  const limit = Math.max(1, options.candidates ?? 5);
  if (query.item !== undefined) return groundItem(query, page, options);
  if (query.nth !== undefined) return groundNth(query, page, options, limit);
  const inRow = rowControl(query, page, options);
  if (inRow) return inRow;
  const ranked = rankElements(query, page, {
    vectors: options.vectors ?? undefined,
    values: options.values,
    action: options.action,
    semantic: options.semantic,
    option: options.option,
    typed: options.typed,
    limit: Math.max(limit, 10),
  });
  if (!ranked.length) {
    throw new GroundingError('E_GROUND_NOT_FOUND', 'No element on the page matches the query', { elements: page.elements.length });
  }
  const best = ranked[0]!;
  const element = best.element;
  const itemLinks = options.action === 'click' ? new Map<number, PageElement>() : undefined;
  const targetOf = (el: PageElement): PageElement => {
    const own = el.target !== undefined ? page.elements[el.target] ?? el : el;
    if (!itemLinks || own !== el || el.type && el.type !== 'text') return own;
    let link = itemLinks.get(el.index);
    if (link === undefined) itemLinks.set(el.index, (link = itemLink(el, page) ?? el));
    return link;
  };
  const target = targetOf(element);
  const d = query.description;
  const description = d?.kind === 'variable' ? options.values?.[d.name] : d?.value;
  const confidence = softmaxTop(ranked, options.temperature ?? CONFIDENCE_TEMPERATURE, page, targetOf) * (weakGuess(query, element, description, page) ? WEAK_GUESS : 1);
  const result = {
    element,
    target,
    score: best.score,
    confidence,
    candidates: ranked.slice(0, limit).map((c) => ({ element: c.element, score: c.score, reasons: c.reasons })),
    selector: '',
    query,
  };
  if (options.selector !== false) {
    // Computed on first read (it resolves candidate selectors against the whole page).
    let selector: string | undefined;
    Object.defineProperty(result, 'selector', {
      enumerable: true,
      configurable: true,
      get: () => (selector ??= selectorFor(target, page)),
    });
  }
  return result;
}

/**
 * Confidence is relative to the other candidates: a page whose only match is poor would make it
 * sure. A best match that shares no word with the description and is not the kind of element
 * asked for ("the gear icon" on a page whose only relative is a "Settings" text link) is a guess:
 * its confidence is scaled by this factor (below the runtime's default 0.2, so it is not acted on).
 * A control's words include the texts that name it from outside (its labels, the text written
 * next to it: `<input type=radio> YES`).
 */
export const WEAK_GUESS = 0.15;

function weakGuess(query: Query, element: PageElement, description: string | undefined, page: PageModel): boolean {
  if (!query.type || element.type === query.type || !description) return false;
  const words = queryText(description).stems.filter((s) => !UI_NOUNS.has(s));
  if (words.length === 0) return false;
  const control = element.type === 'input' || element.type === 'dropdown' || element.type === 'checkbox';
  const strings = [element.name, element.text, ...Object.values(element.attributes ?? {}), ...(control ? pageIndex(page).outsideNames(element.index) : [])].join(' ').toLowerCase();
  return !words.some((w) => strings.includes(w));
}

/**
 * "Book" in the row named "court 4 7:00" (`description` a control, `in` an item named by words):
 * the instance of the control that every row repeats whose row, cell or card the words name, by
 * its text and the page's headers (src/grounding/row-controls.ts). Sure when one row fits best;
 * unsure (E_LOW_CONFIDENCE, the tied instances as candidates) when several fit alike; undefined
 * when the control is not repeated or no row fits a word (the usual grounding goes on).
 */
function rowControl(query: Query, page: PageModel, options: GroundOptions): GroundResult | undefined {
  const inner = query.in;
  if (!inner || inner.item !== 1 || query.description?.kind !== 'string' || !inner.description) return undefined;
  const named = inner.description.kind === 'variable' ? options.values?.[inner.description.name] : inner.description.value;
  if (typeof named !== 'string' || !named.trim()) return undefined;
  const found = resolveRowControl(page, query.description.value, named);
  if (!found) return undefined;
  if (!found.element) {
    const tied = found.tied ?? [];
    throw new GroundingError(tied.length ? 'E_LOW_CONFIDENCE' : 'E_GROUND_NOT_FOUND', tied.length ? `${tied.length} rows fit "${named}" alike` : `No row fits "${named}"`, {
      candidates: tied.slice(0, 5).map((e) => ({ name: e.name, score: 1 })),
      rows: found.reasons.slice(0, 8),
    });
  }
  const element = found.element;
  const target = element.target !== undefined ? page.elements[element.target] ?? element : element;
  const result: GroundResult = { element, target, score: 1, confidence: 1, candidates: [{ element, score: 1, reasons: ['the row its words name'] }], selector: '', query };
  if (options.selector !== false) result.selector = selectorFor(target, page);
  return result;
}

/**
 * A query over repeated items ("the second one"): the item's link (or button) by the page's
 * repetition structure. Sure when the page lists items; not found when it lists none.
 */
function groundItem(query: Query, page: PageModel, options: GroundOptions): GroundResult {
  const item = groundItemQuery(query, page, options.values);
  if (!item) throw new GroundingError('E_GROUND_NOT_FOUND', `The page lists no item ${String(query.item)} to pick`, { item: query.item });
  const result: GroundResult = {
    element: item.target,
    target: item.target.target !== undefined ? page.elements[item.target.target] ?? item.target : item.target,
    score: 1,
    confidence: 1,
    candidates: [{ element: item.target, score: 1, reasons: [`item ${String(query.item)} of the page's repeated items`] }],
    selector: '',
    query,
  };
  if (options.selector !== false) result.selector = selectorFor(result.target, page);
  return result;
}

/**
 * Candidates within this score of the best match the query equally well (the same words, type,
 * place and relations: "Remove" in each row, "Yes" under each question): the elements an ordinal
 * counts. A tenth of the text scale: "Remove all" (text ≈ 0.8) is not one of the "Remove" buttons.
 */
export const NTH_MARGIN = 0.1;
/** …and they are told apart from the rest by a gap: a score this far below the match before it ends the matches. */
export const NTH_GAP = 0.04;
/** At most this many candidates are considered for an ordinal. */
const NTH_CANDIDATES = 200;

/**
 * "The second "Yes" below "Is it grammatical?"", "the last checkbox under Reasons": the query
 * without its ordinal is ranked as usual (relations and container included); the elements that
 * match it about as well as the best, down to the first clear gap, are its matches — one per action target, an element inside
 * another counted once — and the n-th (or last) of them in reading order (document order) is the
 * one meant. Sure as far as the matches stand apart from the rest; not found when fewer match.
 */
function groundNth(query: Query, page: PageModel, options: GroundOptions & { action?: string }, limit: number): GroundResult {
  const nth = query.nth!;
  const { nth: _counted, ...rest } = query;
  const ranked = rankElements(rest, page, { vectors: options.vectors ?? undefined, values: options.values, action: options.action, semantic: options.semantic, option: options.option, typed: options.typed, limit: NTH_CANDIDATES });
  if (!ranked.length) throw new GroundingError('E_GROUND_NOT_FOUND', 'No element on the page matches the query', { elements: page.elements.length });
  const best = ranked[0]!.score;
  const matches: Candidate[] = [];
  const counted = new Set<Candidate>();
  const add = (c: Candidate): void => {
    counted.add(c);
    const t = c.element.target ?? c.element.index;
    const same = (m: Candidate): boolean => {
      const u = m.element.target ?? m.element.index;
      return u === t || isAncestor(page, u, t) || isAncestor(page, t, u);
    };
    if (!matches.some(same)) matches.push(c);
  };
  let floor = best;
  for (const c of ranked) {
    if (c.score < best - NTH_MARGIN || c.score < floor - NTH_GAP) break;
    floor = c.score;
    add(c);
  }
  for (const c of alongRows(rest, ranked, matches, page, options)) add(c);
  matches.sort((a, b) => a.element.index - b.element.index);
  const pick = nth === 'last' ? matches[matches.length - 1]! : matches[nth - 1];
  if (!pick) {
    throw new GroundingError('E_GROUND_NOT_FOUND', `${matches.length} element${matches.length === 1 ? '' : 's'} on the page match the query; there is no number ${nth}`, { nth, matches: matches.length });
  }
  const temperature = options.temperature ?? CONFIDENCE_TEMPERATURE;
  let inside = 0, all = 0;
  for (const c of ranked) {
    const e = Math.exp((c.score - best) / temperature);
    all += e;
    if (counted.has(c)) inside += e;
  }
  const d = query.description;
  const description = d?.kind === 'variable' ? options.values?.[d.name] : d?.value;
  const element = pick.element;
  const others = ranked.filter((c) => !counted.has(c)).slice(0, limit - 1);
  const result: GroundResult = {
    element,
    target: element.target !== undefined ? page.elements[element.target] ?? element : element,
    // The match's score is the set's: the ordinal, not the text, tells the matches apart.
    score: best,
    confidence: (inside / all) * (weakGuess(query, element, description, page) ? WEAK_GUESS : 1),
    candidates: [{ element, score: best, reasons: [`${nth === 'last' ? 'last' : `number ${nth}`} of ${matches.length} matches in reading order`, ...pick.reasons] }, ...others.map((c) => ({ element: c.element, score: c.score, reasons: c.reasons }))],
    selector: '',
    query,
  };
  if (options.selector !== false) result.selector = selectorFor(result.target, page);
  return result;
}

/** Boxes whose tops (a row) or left edges (a column) are this close are aligned (CSS pixels). */
const ALIGNED_PX = 4;

/**
 * "The last checkbox under Notifications" with the checkboxes in a row under the legend: a layout
 * relation scores misalignment too, so the far end of the row scores below the matches. For
 * counting, a row below (above) the anchor is below (above) it as a whole, and a column beside it
 * is beside it: a candidate in the same row (column, for left_of / right_of) as a match, of the
 * same type, that matches the rest of the query (words, type, container) as well as that match
 * does, is a match too.
 */
function alongRows(query: Query, ranked: readonly Candidate[], matches: readonly Candidate[], page: PageModel, options: GroundOptions & { action?: string }): Candidate[] {
  const vertical = !!(query.below || query.above), horizontal = !!(query.left_of || query.right_of);
  if (!vertical && !horizontal) return [];
  const { below: _b, above: _a, left_of: _l, right_of: _r, ...own } = query;
  const base = new Map<number, number>();
  if (Object.keys(own).length > 1) {
    for (const c of rankElements(own, page, { vectors: options.vectors ?? undefined, values: options.values, action: options.action, limit: NTH_CANDIDATES })) base.set(c.element.index, c.score);
  }
  const aligned = (a: PageElement, b: PageElement): boolean =>
    !!a.box && !!b.box && (vertical ? Math.abs(a.box.top - b.box.top) : Math.abs(a.box.left - b.box.left)) <= ALIGNED_PX;
  const out: Candidate[] = [];
  for (const c of ranked) {
    if (matches.includes(c)) continue;
    const m = matches.find((x) => x.element.type === c.element.type && x.element.tag === c.element.tag && aligned(x.element, c.element));
    if (!m) continue;
    const bc = base.get(c.element.index), bm = base.get(m.element.index);
    if (base.size > 0 && (bc === undefined || bm === undefined || Math.abs(bc - bm) > NTH_GAP)) continue;
    out.push(c);
  }
  return out;
}

/**
 * Probability of the first candidate under a softmax of the scores; elements sharing one action
 * target count together, and so do links to one address (a product's photo and its title, "My
 * bookings (1)" and "Manage my bookings"): following either is the same step.
 */
function softmaxTop(ranked: Candidate[], temperature: number, page: PageModel, targetOf?: (el: PageElement) => PageElement): number {
  const top = ranked[0]!;
  const at = (el: PageElement): number => (targetOf ? targetOf(el).index : el.target ?? el.index);
  const tTarget = at(top.element);
  const tPlace = linkDestination(page.elements[tTarget]);
  let num = 0;
  let den = 0;
  for (const c of ranked) {
    const e = Math.exp((c.score - top.score) / temperature);
    den += e;
    const t = at(c.element);
    if (t === tTarget || c === top || (tPlace !== undefined && linkDestination(page.elements[t]) === tPlace)) num += e;
  }
  return den > 0 ? num / den : 0;
}

/**
 * "Open ticket ND-2102", "choose the Flexible tariff": a click on plain text (a table cell, a
 * card's heading) that is part of a table row or list item whose only link is one link ("View",
 * "Choose this tariff") follows that link — clicking the words would do nothing. Buttons never
 * stand in (a row's only button may be "Cancel"); several links, none.
 */
export function itemLink(el: PageElement, page: PageModel): PageElement | undefined {
  let item: PageElement | undefined;
  for (let at = el.parent, n = 0; at !== undefined && n < 6; at = page.elements[at]?.parent, n++) {
    const p = page.elements[at]!;
    if (p.tag === 'a' || p.tag === 'button' || p.role === 'link' || p.role === 'button' || p.tag === 'nav' || p.tag === 'label') return undefined;
    if (isItem(p)) {
      item = p;
      break;
    }
  }
  if (!item) return undefined;
  let link: PageElement | undefined;
  const stack = [...item.children];
  for (let seen = 0; stack.length && seen < 400; seen++) {
    const c = page.elements[stack.pop()!];
    if (!c) continue;
    if (c.type === 'input' || c.type === 'dropdown' || c.type === 'checkbox' || c.tag === 'button' || c.role === 'button') return undefined;
    if ((c.tag === 'a' && c.attributes.href) || c.role === 'link') {
      if (!c.visible) continue;
      if (link) return undefined;
      link = c;
      continue;
    }
    stack.push(...c.children);
  }
  return link;
}

/** Where a link leads (its address and the window it opens in); undefined for anything else. Two links with one destination are one choice. */
export function linkDestination(el: PageElement | undefined): string | undefined {
  const href = el?.tag === 'a' ? el.attributes.href?.trim() : undefined;
  if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return undefined;
  return `${href} ${el!.attributes.target ?? ''}`;
}

async function programFromString(s: string, options: GroundOptions): Promise<Program> {
  const text = s.trim();
  if (!text) throw new GroundingError('E_GROUND_INPUT', 'Empty query');
  if (/^now\s*=>|^let\s+param:|@webagent\./.test(text)) return singleProgram(fromNNSyntax(text));
  if (/^@\w+\s*\(/.test(text)) return singleProgram(readSurface(text));
  if (!options.parse) throw new GroundingError('E_GROUND_INPUT', 'A sentence needs a parser: pass options.parse, or use ground() from russ-sdk, which parses with the shipped parser', { input: text.slice(0, 200) });
  return singleProgram(await options.parse(text));
}
