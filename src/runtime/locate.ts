/**
 * Finding the element a step acts on: grounding on fresh captures while the page changes, the
 * values `param:` descriptions stand for, ties between equally good candidates, and the
 * low-confidence policy (stop, or let the host choose) — never a silent guess.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { RussError } from '../errors.js';
import { linkDestination } from '../grounding/ground.js';
import { nearestToContext } from '../grounding/page-index.js';
import { fitsKind } from '../grounding/score.js';
import { resolveSelector, selectorFor } from '../grounding/selector.js';
import { printSurface, relationsOf, type ElementAction, type Query } from '../thingtalk/index.js';
import type { CandidateChoice } from './dialogue.js';
import { keySimilarity, type UserDictionary } from './dictionary.js';
import { closestOption, isListOption } from './controls.js';
import { GroundingFailedError, RuntimeConfigError } from './errors.js';
import { checkAborted, cut, DEFAULT_MIN_CONFIDENCE, DEFAULT_MIN_SCORE, elementWaitMs, POLL_MS, refOf, round, sleep, type StepContext } from './context.js';
import type { Grounding, TracedElement } from './types.js';

/**
 * The query to ground for an action. "Enter your passcode" parses as `@retrieve(type=input) =>
 * @enter(text="passcode")`: a query that names nothing; the field is then the one the value's key
 * describes (its label or placeholder says "Passcode").
 */
export function queryToGround(a: ElementAction): Query[] {
  const q = a.element;
  // "Select "Very Confident" from the dropdown below <title>": of the dropdowns there, the one
  // that offers the option (a dropdown is named by its options too); the program as written stays
  // the fallback.
  if (a.name === 'select' && a.option.kind !== 'variable' && a.option.value.trim() && q.type === 'dropdown' && !q.description) {
    return [{ ...q, description: { kind: 'string', value: a.option.value } }, q];
  }
  // A literal ("Bob") says what to type, not where.
  if (a.name !== 'enter' || a.text.kind === 'literal' || relationsOf(q).length > 0) return [q];
  const text = a.text.kind === 'string' ? a.text.value : a.text.name.replace(/_/g, ' ');
  if (!text.trim()) return [q];
  const byKey: Query = { ...q, description: { kind: 'string', value: text } };
  // "Enter your email in the newsletter box": the box as described, else the field the key names
  // ("Email address") where the description names none (a box labelled "sign up for our emails").
  if (q.description) return [q, byKey];
  // The program as written stays the fallback: the only text field of a page needs no name.
  return [byKey, q];
}

/**
 * "Show the newest arrivals first" (`@retrieve(type=dropdown) => @select(option=literal("newest
 * arrivals"))`): a dropdown the sentence does not name is the one dropdown of the page that offers
 * the option (the sort menu, not the job-type filter), as a query by its name; undefined when
 * none or several do.
 */
export function offeringDropdown(a: ElementAction, page: PageModel): Query | undefined {
  const q = a.element;
  if (a.name !== 'select' || a.option.kind === 'variable' || q.type !== 'dropdown' || q.description || relationsOf(q).length > 0) return undefined;
  const wanted = a.option.value;
  const offering = page.elements.filter((e) => e.visible && e.options?.length && e.name && closestOption(e.options, wanted) !== undefined);
  return offering.length === 1 ? { ...q, description: { kind: 'string', value: offering[0]!.name } } : undefined;
}

export interface Grounded {
  grounding: Grounding;
  page: PageModel;
  element: PageElement;
  target: PageElement;
}

/**
 * Ground `queries[0]` (or, when it is unsure, the next readings in order) on fresh captures until
 * one is sure or `elementTimeout` passes; then the low-confidence policy on the first reading.
 */
export async function groundElement(queries: Query | Query[], ctx: StepContext, action?: string, hints: { option?: string; typed?: string } = {}): Promise<Grounded> {
  const ground = ctx.options.ground;
  if (!ground) throw new RuntimeConfigError('No grounding function: pass `ground` in the options (the Russ class uses the SDK’s grounding by default)');
  const readings = Array.isArray(queries) ? queries : [queries];
  const query = readings[0]!;
  const min = ctx.options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const floor = (q: Query): number => (q.description?.kind === 'string' ? (ctx.options.minScore ?? DEFAULT_MIN_SCORE) : -Infinity);
  const waitMs = elementWaitMs(ctx.options);
  const deadline = Date.now() + waitMs;
  let last: { grounding: Grounding | undefined; page: PageModel; ambiguous: boolean } | undefined;
  // An unsure or missing element is awaited while the page changes; a page that stays the same
  // for SETTLED_MS answers at once instead of after the whole element timeout.
  let signature = '';
  let sameSince = Date.now();
  for (;;) {
    checkAborted(ctx);
    const page = await ctx.adapter.capture();
    const now = pageSignature(page);
    if (now !== signature) {
      signature = now;
      sameSince = Date.now();
    }
    for (const [i, q] of readings.entries()) {
      let grounding: Grounding | undefined;
      try {
        grounding = (await ground(q, page, { values: groundingValues(q, ctx.dictionary, page), ...(action ? { action } : {}), ...hints })) ?? undefined;
      } catch (err) {
        if (!(err instanceof RussError && /NOT_FOUND$/.test(err.code))) throw err;
      }
      let ambiguous = false;
      if (grounding?.element) ({ grounding, ambiguous } = await resolveTies(grounding, page, ctx));
      if (i === 0) last = { grounding, page, ambiguous };
      if (grounding?.element && !ambiguous && grounding.confidence >= min && (grounding.score >= floor(q) || namesOptionExactly(grounding.element, q))) {
        const element = grounding.element;
        const target = grounding.target ?? targetOf(element, page);
        return { grounding, page, element, target };
      }
    }
    if (Date.now() + POLL_MS > deadline || Date.now() - sameSince >= SETTLED_MS) break;
    await sleep(POLL_MS);
  }
  const byKind = hints.typed !== undefined && last ? fieldOfValueKind(last.grounding, last.page, hints.typed) : undefined;
  if (byKind) return byKind;
  return lowConfidence(query, last!, ctx, min, floor(query));
}

/**
 * "Set the guests to 3" on a form whose one number box says "How many people?": a value of a
 * definite kind (a number, an email address, a phone number, a date in digits) goes into the one
 * field of the page made for that kind (its input type), when grounding's best guess is that field
 * but its words did not reach the score floor. Never when two fields of the page take that kind
 * (two email boxes stay a question of words).
 */
function fieldOfValueKind(g: Grounding | undefined, page: PageModel, typed: string): Grounded | undefined {
  if (!g?.element) return undefined;
  const target = g.target ?? targetOf(g.element, page);
  if (!target.visible || !fitsKind(target, typed)) return undefined;
  const fitting = page.elements.filter((e) => e.visible && e.tag === 'input' && fitsKind(e, typed));
  if (fitting.length !== 1 || fitting[0]!.index !== target.index) return undefined;
  let selector = g.selector;
  if (target.index !== (g.target ?? g.element).index) {
    try {
      selector = selectorFor(target, page);
    } catch {
      selector = undefined;
    }
  }
  return { grounding: { ...g, target, ...(selector ? { selector } : {}) }, page, element: g.element, target };
}

/** How long a page must stay unchanged before an unsure step stops waiting for it (ms). */
const SETTLED_MS = 900;

/** A cheap fingerprint of what a capture shows (elements, names, visibility), to notice that a page stopped changing. */
function pageSignature(page: PageModel): string {
  let h = 0;
  for (const el of page.elements) {
    const s = `${el.tag}|${el.name}|${el.visible ? 1 : 0}|${el.text.length}`;
    for (let i = 0; i < s.length; i++) h = (Math.imul(h, 31) + s.charCodeAt(i)) | 0;
  }
  return `${page.url ?? ''}#${page.elements.length}#${h}`;
}

/**
 * An option of a collapsed dropdown scores low (it is hidden until the dropdown opens), but a
 * description that is exactly its label ("Select Deutsch from the Language dropdown") is sure.
 */
function namesOptionExactly(el: PageElement, q: Query): boolean {
  if (q.description?.kind !== 'string' || !(el.tag === 'option' || isListOption(el))) return false;
  const norm = (x: string): string => x.replace(/\s+/g, ' ').trim().toLowerCase();
  return norm(el.name || el.text) === norm(q.description.value);
}

/**
 * The values `param:` descriptions stand for: the user's answers; a variable nobody answered
 * stands for its own words ("Select Deutsch from the Language dropdown" parses as
 * `description=param:deutsch`; "the user's country" as `param:country`, which then matches the
 * Country dropdown's label).
 */
function groundingValues(query: Query, dictionary: UserDictionary, page: PageModel): Record<string, string> {
  const values = dictionary.toRecord();
  let optionLists: string[][] | undefined;
  const visit = (q: Query | undefined, depth: number): void => {
    if (!q || depth > 8) return;
    if (q.description?.kind === 'variable') {
      const name = q.description.name;
      let value = dictionary.byVariable(name)?.value;
      if (q.type === 'dropdown') {
        // Of the user's values whose key is close, the one some dropdown of this page offers.
        optionLists ??= page.elements.filter((e) => e.options && e.options.length).map((e) => e.options!);
        const offered = (v: string): boolean => optionLists!.some((o) => closestOption(o, v) !== undefined);
        if (value === undefined || !offered(value)) {
          value = dictionary.matches(name.replace(/_/g, ' ')).find((m) => offered(m.entry.value))?.entry.value ?? value;
        }
      }
      values[name] = value ?? name.replace(/_/g, ' ');
    }
    for (const r of ['above', 'below', 'left_of', 'right_of'] as const) visit(q[r], depth + 1);
  };
  visit(query, 0);
  return values;
}

/** Candidates within this score of the best are ties (the same text twice: a menu button and a form button). */
export const TIE = 0.02;
/** At most this many tied candidates are hit-tested (each forces a layout; a huge page must not take minutes). */
const MAX_HIT_TESTS = 8;

/**
 * Ties between equally good candidates that act on different elements. A tie is broken by what a
 * pointer can actually reach (Playwright's "receives events" check: the "Log in" of a modal form,
 * not the one under the modal). Elements that merely share a name (a "Remove" button per row) are
 * different elements: a tie between them is unsure, never interchangeable. Only links to the same
 * address (the same link in the header and the footer) are one choice.
 */
async function resolveTies(g: Grounding, page: PageModel, ctx: StepContext): Promise<{ grounding: Grounding; ambiguous: boolean }> {
  if (!g.element) return { grounding: g, ambiguous: false };
  const tied: Array<{ element: PageElement; target: PageElement }> = [];
  const seen = new Set<number>();
  for (const c of g.candidates) {
    if (c.score < g.score - TIE) break;
    const target = targetOf(c.element, page);
    if (seen.has(target.index)) continue;
    seen.add(target.index);
    tied.push({ element: c.element, target });
  }
  if (tied.length < 2) return { grounding: g, ambiguous: false };
  if (tied.length > MAX_HIT_TESTS) return { grounding: g, ambiguous: true };
  let reachable = tied;
  if (ctx.adapter.hittable) {
    const ok = await ctx.adapter.hittable(tied.map((t) => refOf(t.target))).catch(() => undefined);
    const hit = ok ? tied.filter((_, i) => ok[i]) : [];
    if (hit.length > 0) reachable = hit;
  }
  let first = reachable[0]!;
  if (!reachable.every((t) => oneChoice(t.target, first.target, page))) {
    // Different elements: the one in the form or section the instruction's previous step acted in, if exactly one is.
    const context = previousElement(page, ctx);
    const near = context ? nearestToContext(reachable.map((t) => t.target), context, page) : undefined;
    // Else the one in the form or section a later step of the instruction surely acts in.
    const ahead = near ?? (await nearestToFollowing(reachable.map((t) => t.target), page, ctx));
    const chosen = ahead && reachable.find((t) => t.target === ahead);
    if (!chosen) return { grounding: g, ambiguous: true };
    first = chosen;
  }
  // What is left is one choice (the only reachable element, links to one address, a group and its
  // legend): it carries the probability mass the tied candidates shared.
  const mass = Math.min(1, g.confidence * tied.length);
  let selector = g.selector;
  if (first.target.index !== (g.target ?? g.element).index) {
    try {
      selector = selectorFor(first.target, page);
    } catch {
      selector = undefined;
    }
  }
  return { grounding: { ...g, element: first.element, target: first.target, confidence: mass, selector }, ambiguous: false };
}

/**
 * Of tied targets, the one in the form or section of the first later step of the instruction that
 * grounds surely on this page (a clear best, over the score floor, acting on none of the tied):
 * "Enter the email …, then press Register" fills the Register form's email box, not the
 * newsletter's. Undefined when no later step decides.
 */
async function nearestToFollowing(targets: PageElement[], page: PageModel, ctx: StepContext): Promise<PageElement | undefined> {
  const ground = ctx.options.ground;
  if (!ground || !ctx.following?.length) return undefined;
  const min = ctx.options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const tiedAt = new Set(targets.map((t) => t.index));
  for (const f of ctx.following) {
    let g: Grounding | undefined;
    try {
      g = (await ground(f.query, page, { values: groundingValues(f.query, ctx.dictionary, page), action: f.action, ...f.hints })) ?? undefined;
    } catch {
      continue;
    }
    if (!g?.element || g.confidence < min) continue;
    if (f.query.description?.kind === 'string' && g.score < (ctx.options.minScore ?? DEFAULT_MIN_SCORE)) continue;
    const target = g.target ?? targetOf(g.element, page);
    // A clear best: no other element within the tie margin.
    if (g.candidates.some((c) => c.score >= g!.score - TIE && targetOf(c.element, page).index !== target.index && !oneChoice(targetOf(c.element, page), target, page))) continue;
    if (tiedAt.has(target.index)) continue;
    const near = nearestToContext(targets, target, page);
    if (near) return near;
  }
  return undefined;
}

/** The element an element acts on: a label's control, else itself. */
function targetOf(el: PageElement, page: PageModel): PageElement {
  return (el.target !== undefined ? page.elements[el.target] : undefined) ?? el;
}

/** The element `ctx.previous` names, when the page is still the one it was acted on and its selector finds exactly it. */
function previousElement(page: PageModel, ctx: StepContext): PageElement | undefined {
  const previous = ctx.previous;
  if (!previous || (previous.url !== undefined && page.url !== undefined && previous.url !== page.url)) return undefined;
  try {
    const found = resolveSelector(previous.selector, page);
    return found.length === 1 ? found[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two tied targets that are one choice: the same element, one inside the other (a group and its
 * legend, a row and its cell), or two links that lead to the same place in the same window (the
 * same link in the header and the footer, a product's photo and its title). Separate buttons that
 * share a name never are.
 */
function oneChoice(a: PageElement, b: PageElement, page: PageModel): boolean {
  if (a.index === b.index || contains(page, a, b) || contains(page, b, a)) return true;
  const d = linkDestination(a);
  return d !== undefined && d === linkDestination(b);
}

function contains(page: PageModel, outer: PageElement, inner: PageElement): boolean {
  let at = inner.parent;
  for (let depth = 0; at !== undefined && depth < 200; depth++) {
    if (at === outer.index) return true;
    at = page.elements[at]?.parent;
  }
  return false;
}

/**
 * Without a `choose` callback, the host's `ask` puts the question in words: the candidates
 * numbered; the answer is a number or (part of) a candidate's name; anything else declines.
 */
async function chooseByQuestion(what: string, candidates: CandidateChoice[], ctx: StepContext): Promise<string | undefined> {
  const list = candidates.map((c, i) => `${i + 1}) ${c.name || `(${c.tag})`}${c.type ? ` [${c.type}]` : ''}`).join('  ');
  const answer = (await ctx.dialogue.ask?.('which element', `I am not sure what "${what}" means on this page. Which one: ${list}? (a number, or nothing to stop)`))?.trim();
  if (!answer) return undefined;
  const n = /^\d+$/.test(answer) ? Number(answer) : NaN;
  if (Number.isInteger(n)) return candidates[n - 1]?.id;
  const byName = candidates
    .map((c) => ({ c, s: keySimilarity(answer, c.name) }))
    .filter((x) => x.s >= 0.5)
    .sort((a, b) => b.s - a.s)[0];
  return byName?.c.id;
}

async function lowConfidence(
  query: Query,
  last: { grounding: Grounding | undefined; page: PageModel; ambiguous: boolean },
  ctx: StepContext,
  min: number,
  minScore: number,
): Promise<Grounded> {
  const { grounding, page } = last;
  const candidates = (grounding?.candidates ?? []).slice(0, 5).map((c) => candidateChoice(c.element, c.score));
  const what = ctx.instruction ?? printSurface({ kind: 'program', action: { kind: 'action', name: 'click', element: query } });
  if (ctx.options.onLowConfidence === 'ask' && (ctx.dialogue.choose || ctx.dialogue.ask) && candidates.length > 0) {
    const chosen = ctx.dialogue.choose ? await ctx.dialogue.choose(what, candidates) : await chooseByQuestion(what, candidates, ctx);
    const element = chosen ? page.elements.find((e) => e.id === chosen) : undefined;
    if (element) {
      const target = targetOf(element, page);
      const score = grounding?.candidates.find((c) => c.element.id === element.id)?.score ?? 0;
      return { grounding: { element, target, score, confidence: 1, candidates: grounding?.candidates ?? [] }, page, element, target };
    }
  }
  if (!grounding?.element) {
    throw new GroundingFailedError('E_NO_ELEMENT', `No element on the page matches "${what}"`, { candidates });
  }
  throw new GroundingFailedError(
    'E_LOW_CONFIDENCE',
    `Not sure which element "${what}" means (${
      last.ambiguous
        ? 'several different elements match equally well'
        : grounding.score < minScore
          ? `match score ${grounding.score.toFixed(2)} < ${minScore}`
          : `confidence ${grounding.confidence.toFixed(2)} < ${min}`
    }); best guess "${cut(grounding.element.name || grounding.element.text, 60)}" was not acted on`,
    { candidates, confidence: grounding.confidence, score: grounding.score },
  );
}

/** An element as hosts see it in `choose` and in traces: id, tag, type, a short name, a score. */
function candidateChoice(element: PageElement, score: number): CandidateChoice {
  const c: CandidateChoice = { id: element.id, tag: element.tag, name: cut(element.name || element.text), score };
  if (element.type) c.type = element.type;
  return c;
}

export function traced(g: Grounding, element: PageElement, target: PageElement): TracedElement {
  const t: TracedElement = { ...candidateChoice(element, round(g.score)), confidence: round(g.confidence) };
  if (g.selector) t.selector = g.selector;
  if (target.id !== element.id) t.targetId = target.id;
  return t;
}

