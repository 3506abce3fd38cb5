/**
 * One executor for every route (RUSS §3.4): a ThingTalk program, a page, a dialogue → one
 * browser action. Element steps are grounded on a fresh capture of the page; the grounded
 * *target* is acted on with the form action its kind needs (a click on a dropdown with a user
 * value selects the option; `enter` into a checkbox checks it…). Unsure grounding never acts.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { RussError } from '../errors.js';
import { selectorFor } from '../grounding/selector.js';
import { isElementAction, printSurface, relationsOf, toNNSyntax, type ElementAction, type Program, type Query, type Value } from '../thingtalk/index.js';
import type { Adapter, ElementRef } from './adapter.js';
import { askUntilAnswered, promptFor, type CandidateChoice, type Dialogue } from './dialogue.js';
import { isSecretKey, keySimilarity, MASK, maskSecrets, UserDictionary } from './dictionary.js';
import { ActionError, DialogueError, GroundingFailedError, RuntimeConfigError } from './errors.js';
import { stripLabel, valueElementFor } from './read.js';
import { defaultGround } from './defaults.js';
import { checkGotoUrl } from './safety.js';
import type { ExecuteOptions, Grounding, StepEvent, TracedElement } from './types.js';

export const DEFAULT_MIN_CONFIDENCE = 0.2;
/**
 * Confidence is relative (a softmax over the candidates): a page with one button makes any
 * "click X button" sure. So a query with a literal description also needs an absolute match
 * score; the grounding scores an exact text match ≈ 1 and unrelated text ≤ ~0.25.
 */
export const DEFAULT_MIN_SCORE = 0.35;
export const DEFAULT_TIMEOUT = 60_000;
const POLL_MS = 300;

export interface StepContext {
  adapter: Adapter;
  dialogue: Dialogue;
  dictionary: UserDictionary;
  options: ExecuteOptions;
  /** The instruction the program came from, for the trace and `choose`. */
  instruction?: string;
  index?: number;
}

/**
 * Execute one program (grounding with the SDK's `groundQuery` unless `options.ground` is given).
 * Resolves with the step's trace event; on failure throws a typed RussError carrying the failed
 * step's event as `err.event`.
 */
export async function execute(
  program: Program,
  adapter: Adapter,
  dialogue: Dialogue,
  options: ExecuteOptions & { dictionary?: UserDictionary; instruction?: string; index?: number } = {},
): Promise<StepEvent> {
  const ctx: StepContext = {
    adapter,
    dialogue,
    dictionary: options.dictionary ?? new UserDictionary(),
    options: options.ground ? options : { ...options, ground: await defaultGround() },
    instruction: options.instruction,
    index: options.index,
  };
  return executeStep(program, ctx);
}

/** Run `program` in `ctx`, producing its trace event (masked). Throws typed errors carrying the event. */
export async function executeStep(program: Program, ctx: StepContext): Promise<StepEvent> {
  const started = Date.now();
  const event: StepEvent = { index: ctx.index ?? 0, status: 'ok', durationMs: 0 };
  if (ctx.instruction !== undefined) event.instruction = ctx.instruction;
  event.program = { nn: toNNSyntax(program), surface: printSurface(program) };
  const secretValues: string[] = [];
  try {
    await runAction(program, ctx, event, secretValues);
    event.url = await ctx.adapter.url().catch(() => undefined);
    if (event.url === undefined) delete event.url;
  } catch (err) {
    const error = toRussError(err);
    event.status = 'failed';
    event.error = { code: error.code, message: maskSecrets(error.message, [...ctx.dictionary.secrets(), ...secretValues]) };
    event.durationMs = Date.now() - started;
    masked(event, [...ctx.dictionary.secrets(), ...secretValues]);
    throw Object.assign(error, { event });
  }
  event.durationMs = Date.now() - started;
  return masked(event, [...ctx.dictionary.secrets(), ...secretValues]);
}

function toRussError(err: unknown): RussError {
  if (err instanceof RussError) return err;
  const message = err instanceof Error ? err.message.split('\n')[0] ?? String(err) : String(err);
  return new ActionError('E_ACTION_FAILED', `The browser action failed: ${message}`);
}

function masked(event: StepEvent, secrets: string[]): StepEvent {
  if (secrets.length === 0) return event;
  for (const key of ['instruction', 'value', 'output', 'url'] as const) {
    const v = event[key];
    if (typeof v === 'string') event[key] = maskSecrets(v, secrets);
  }
  if (event.program) event.program = { nn: maskSecrets(event.program.nn, secrets), surface: maskSecrets(event.program.surface, secrets) };
  if (event.element) event.element = { ...event.element, name: maskSecrets(event.element.name, secrets) };
  return event;
}

// ---------------------------------------------------------------------------------------------

async function runAction(program: Program, ctx: StepContext, event: StepEvent, secretValues: string[]): Promise<void> {
  const a = program.action;
  checkAborted(ctx);
  switch (a.name) {
    case 'goto': {
      const base = await ctx.adapter.url().catch(() => undefined);
      const url = checkGotoUrl(a.url, { base: base && /^https?:/.test(base) ? base : undefined, allowedOrigins: ctx.options.allowedOrigins });
      event.action = 'goto';
      event.value = url;
      await ctx.adapter.goto(url);
      return;
    }
    case 'ask': {
      const answer = await askUntilAnswered(ctx.dialogue, a.key, ctx.options.askTries ?? 3);
      const entry = ctx.dictionary.set(a.key, answer, a.variable);
      event.action = 'ask';
      event.value = isSecretKey(entry.key) || isSecretKey(entry.variable) ? MASK : answer;
      return;
    }
    case 'say': {
      event.action = 'say';
      event.output = a.text;
      await (ctx.dialogue.say?.(maskSecrets(a.text, ctx.dictionary.secrets())) ?? undefined);
      return;
    }
    default:
      break;
  }
  if (!isElementAction(a)) throw new RuntimeConfigError(`Unknown action ${(a as { name: string }).name}`);

  const { grounding, page, element, target } = await groundElement(queryToGround(a), ctx, a.name);
  event.element = traced(grounding, element, target);
  const ref = refOf(target);
  const kind = controlKind(target);

  switch (a.name) {
    case 'read': {
      const description = a.element.description ? describe(a.element.description, ctx.dictionary) : undefined;
      const valueEl = valueElementFor(element, page, description);
      let text = (await ctx.adapter.read(refOf(valueEl))).replace(/\s+/g, ' ').trim();
      if (controlKind(valueEl) === 'other') text = stripLabel(text, description) ?? text;
      event.action = 'read';
      event.output = text;
      const say = ctx.dialogue.read ?? ctx.dialogue.say;
      await (say?.call(ctx.dialogue, maskSecrets(text, ctx.dictionary.secrets())) ?? undefined);
      return;
    }
    case 'click': {
      if (kind === 'option') {
        const select = enclosingSelect(target, page);
        if (select) return selectIn(select, target.text || target.name, ctx, event);
      }
      if (kind === 'select') {
        // "Select user selected country in drop down" (RUSS: description=param:country, type=dropdown) → select that value.
        const wanted = a.element.description ? await dropdownValue(a.element.description, target, ctx) : undefined;
        if (wanted !== undefined) return selectIn(target, wanted, ctx, event);
      } else if (isListOption(target)) {
        // An option of a custom (ARIA) dropdown: open the dropdown first, as a user would, then click the option.
        return pickListOption(target, a.element, page, ctx, event);
      } else if (a.element.type === 'dropdown' && a.element.description?.kind === 'variable') {
        // "Select user selected X in drop down" on a custom dropdown: open it, then click the option with the user's value.
        // The variable's words named the dropdown, not an option: it is the user's value (asked if not known yet).
        const wanted = (await resolveValue(a.element.description, ctx)).value;
        return openAndPick(ref, wanted, ctx, event);
      }
      if (kind === 'radio') {
        event.action = 'choose';
        await ctx.adapter.setChecked(ref, true);
        return;
      }
      event.action = 'click';
      await ctx.adapter.click(ref);
      return;
    }
    case 'enter':
    case 'set_range':
    case 'select': {
      const source: Value = a.name === 'enter' ? a.text : a.name === 'select' ? a.option : a.value;
      const resolved = a.name === 'select' && source.kind === 'string' ? optionValue(source.value, ctx.dictionary) : await resolveValue(source, ctx);
      if (resolved.secret || target.inputType === 'password') secretValues.push(resolved.value);
      if (kind === 'select') return selectIn(target, resolved.value, ctx, event);
      if (kind === 'option') {
        const select = enclosingSelect(target, page);
        if (select) return selectIn(select, resolved.value, ctx, event);
      }
      if (kind === 'checkbox' || kind === 'radio') {
        const on = !/^(no|false|off|0|unchecked|uncheck|n)$/i.test(resolved.value);
        event.action = on ? (kind === 'radio' ? 'choose' : 'check') : 'uncheck';
        event.value = resolved.value;
        await ctx.adapter.setChecked(ref, on);
        return;
      }
      if (a.name === 'set_range' || kind === 'range') {
        event.action = 'set_range';
        event.value = resolved.value;
        await ctx.adapter.setRange(ref, resolved.value);
        return;
      }
      if (a.name === 'select') return openAndPick(ref, resolved.value, ctx, event);
      if (kind !== 'text') {
        throw new ActionError('E_ACTION_UNSUPPORTED', `Cannot type into ${describeElement(target)}: it is not a text field`, { element: target.id });
      }
      event.action = 'fill';
      event.value = resolved.secret || target.inputType === 'password' ? MASK : resolved.value;
      await ctx.adapter.fill(ref, resolved.value);
      return;
    }
    case 'check':
    case 'uncheck':
    case 'choose': {
      event.action = a.name;
      await ctx.adapter.setChecked(ref, a.name !== 'uncheck');
      return;
    }
  }
}

/**
 * The query to ground for an action. "Enter your passcode" parses as `@retrieve(type=input) =>
 * @enter(text="passcode")`: a query that names nothing; the field is then the one the value's key
 * describes (its label or placeholder says "Passcode").
 */
function queryToGround(a: ElementAction): Query[] {
  const q = a.element;
  if (a.name !== 'enter' || q.description || relationsOf(q).length > 0) return [q];
  const text = a.text.kind === 'string' ? a.text.value : a.text.name.replace(/_/g, ' ');
  // The program as written stays the fallback: the only text field of a page needs no name.
  return text.trim() ? [{ ...q, description: { kind: 'string', value: text } }, q] : [q];
}

function checkAborted(ctx: StepContext): void {
  if (ctx.options.signal?.aborted) throw new RussError('E_ABORTED', 'The run was aborted');
}

// ---------------------------------------------------------------------------------------------
// Grounding with waiting and the low-confidence policy.

interface Grounded {
  grounding: Grounding;
  page: PageModel;
  element: PageElement;
  target: PageElement;
}

/**
 * Ground `queries[0]` (or, when it is unsure, the next readings in order) on fresh captures until
 * one is sure or `elementTimeout` passes; then the low-confidence policy on the first reading.
 */
async function groundElement(queries: Query | Query[], ctx: StepContext, action?: string): Promise<Grounded> {
  const ground = ctx.options.ground;
  if (!ground) throw new RuntimeConfigError('No grounding function: pass `ground` in the options (the Russ class uses the SDK’s grounding by default)');
  const readings = Array.isArray(queries) ? queries : [queries];
  const query = readings[0]!;
  const min = ctx.options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  const floor = (q: Query): number => (q.description?.kind === 'string' ? (ctx.options.minScore ?? DEFAULT_MIN_SCORE) : -Infinity);
  const waitMs = ctx.options.elementTimeout ?? Math.min(ctx.options.timeout ?? DEFAULT_TIMEOUT, 10_000);
  const deadline = Date.now() + waitMs;
  let last: { grounding: Grounding | undefined; page: PageModel; ambiguous: boolean } | undefined;
  for (;;) {
    checkAborted(ctx);
    const page = await ctx.adapter.capture();
    for (const [i, q] of readings.entries()) {
      let grounding: Grounding | undefined;
      try {
        grounding = (await ground(q, page, { values: groundingValues(q, ctx.dictionary), ...(action ? { action } : {}) })) ?? undefined;
      } catch (err) {
        if (!(err instanceof RussError && /NOT_FOUND$/.test(err.code))) throw err;
      }
      let ambiguous = false;
      if (grounding?.element) ({ grounding, ambiguous } = await resolveTies(grounding, page, ctx));
      if (i === 0) last = { grounding, page, ambiguous };
      if (grounding?.element && !ambiguous && grounding.confidence >= min && grounding.score >= floor(q)) {
        const element = grounding.element;
        const target = grounding.target ?? (element.target !== undefined ? page.elements[element.target] : undefined) ?? element;
        return { grounding, page, element, target };
      }
    }
    if (Date.now() + POLL_MS > deadline) break;
    await sleep(POLL_MS);
  }
  return lowConfidence(query, last!, ctx, min, floor(query));
}

/**
 * The values `param:` descriptions stand for: the user's answers; a variable nobody answered
 * stands for its own words ("Select Deutsch from the Language dropdown" parses as
 * `description=param:deutsch`; "the user's country" as `param:country`, which then matches the
 * Country dropdown's label).
 */
function groundingValues(query: Query, dictionary: UserDictionary): Record<string, string> {
  const values = dictionary.toRecord();
  const visit = (q: Query | undefined, depth: number): void => {
    if (!q || depth > 8) return;
    if (q.description?.kind === 'variable') {
      const name = q.description.name;
      values[name] = dictionary.byVariable(name)?.value ?? name.replace(/_/g, ' ');
    }
    for (const r of ['above', 'below', 'left_of', 'right_of'] as const) visit(q[r], depth + 1);
  };
  visit(query, 0);
  return values;
}

/** Candidates within this score of the best are ties (the same text twice: a menu button and a form button). */
const TIE = 0.02;

/**
 * Ties between equally good candidates that act on different elements. A tie is broken by what a
 * pointer can actually reach (Playwright's "receives events" check: the "Log in" of a modal form,
 * not the one under the modal), or settles itself when the tied targets are interchangeable (the
 * same link in the header and the footer). Otherwise the step is ambiguous: acting would be a
 * coin flip, so it is treated as unsure.
 */
async function resolveTies(g: Grounding, page: PageModel, ctx: StepContext): Promise<{ grounding: Grounding; ambiguous: boolean }> {
  if (!g.element) return { grounding: g, ambiguous: false };
  const targetOf = (el: PageElement): PageElement => (el.target !== undefined ? page.elements[el.target] : undefined) ?? el;
  const tied: Array<{ element: PageElement; target: PageElement }> = [];
  const seen = new Set<number>();
  for (const c of g.candidates) {
    if (c.score < g.score - TIE) break;
    const target = targetOf(c.element);
    if (seen.has(target.index)) continue;
    seen.add(target.index);
    tied.push({ element: c.element, target });
  }
  if (tied.length < 2) return { grounding: g, ambiguous: false };
  let reachable = tied;
  if (ctx.adapter.hittable) {
    const ok = await ctx.adapter.hittable(tied.map((t) => refOf(t.target))).catch(() => undefined);
    const hit = ok ? tied.filter((_, i) => ok[i]) : [];
    if (hit.length > 0) reachable = hit;
  }
  const first = reachable[0]!;
  const same = reachable.filter((t) => interchangeable(t.target, first.target));
  if (same.length < reachable.length) return { grounding: g, ambiguous: true };
  // The tied candidates shared the probability mass; the one picked now carries it all.
  const confidence = Math.min(1, g.confidence * tied.length);
  let selector = g.selector;
  if (first.target.index !== (g.target ?? g.element).index) {
    try {
      selector = selectorFor(first.target, page);
    } catch {
      selector = undefined;
    }
  }
  return { grounding: { ...g, element: first.element, target: first.target, confidence, selector }, ambiguous: false };
}

/**
 * Two targets the instruction cannot tell apart and that a reader would take as the same thing:
 * the same visible name ("Sign in" in the header and on the page). Unnamed elements never are.
 */
function interchangeable(a: PageElement, b: PageElement): boolean {
  const norm = (el: PageElement): string => (el.name || el.text || '').replace(/\s+/g, ' ').trim().toLowerCase();
  const na = norm(a);
  return na !== '' && na === norm(b);
}

async function lowConfidence(
  query: Query,
  last: { grounding: Grounding | undefined; page: PageModel; ambiguous: boolean },
  ctx: StepContext,
  min: number,
  minScore: number,
): Promise<Grounded> {
  const { grounding, page } = last;
  const candidates: CandidateChoice[] = (grounding?.candidates ?? []).slice(0, 5).map((c) => ({
    id: c.element.id,
    tag: c.element.tag,
    ...(c.element.type ? { type: c.element.type } : {}),
    name: cut(c.element.name || c.element.text),
    score: c.score,
  }));
  const what = ctx.instruction ?? printSurface({ kind: 'program', action: { kind: 'action', name: 'click', element: query } });
  if (ctx.options.onLowConfidence === 'ask' && ctx.dialogue.choose && candidates.length > 0) {
    const chosen = await ctx.dialogue.choose(what, candidates);
    const element = chosen ? page.elements.find((e) => e.id === chosen) : undefined;
    if (element) {
      const target = (element.target !== undefined ? page.elements[element.target] : undefined) ?? element;
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

function traced(g: Grounding, element: PageElement, target: PageElement): TracedElement {
  const t: TracedElement = {
    id: element.id,
    tag: element.tag,
    name: cut(element.name || element.text),
    score: round(g.score),
    confidence: round(g.confidence),
  };
  if (element.type) t.type = element.type;
  if (g.selector) t.selector = g.selector;
  if (target.id !== element.id) t.targetId = target.id;
  return t;
}

function describeElement(el: PageElement): string {
  const name = cut(el.name || el.text, 40);
  return `the ${el.tag}${el.inputType ? `[type=${el.inputType}]` : ''}${name ? ` "${name}"` : ''}`;
}

function refOf(el: PageElement): ElementRef {
  return { id: el.id, index: el.index };
}

const cut = (s: string, n = 120): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const round = (x: number): number => Math.round(x * 1000) / 1000;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Form controls.

type ControlKind = 'select' | 'option' | 'checkbox' | 'radio' | 'range' | 'text' | 'other';

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

function enclosingSelect(option: PageElement, page: PageModel): PageElement | undefined {
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
function isListOption(el: PageElement): boolean {
  return el.tag !== 'option' && (el.role === 'option' || el.role === 'menuitemradio' || el.role === 'menuitemcheckbox');
}

/** The control that opens the listbox/menu holding `option`: aria-controls/aria-owns, else a popup button beside the list. */
function listTrigger(option: PageElement, page: PageModel): PageElement | undefined {
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

async function pickListOption(option: PageElement, query: Query, page: PageModel, ctx: StepContext, event: StepEvent): Promise<void> {
  event.action = 'select';
  event.value = option.name || option.text;
  const trigger = listTrigger(option, page);
  if (!option.visible && trigger) {
    await ctx.adapter.click(refOf(trigger));
    const reopened = await groundElement(query, ctx, 'click');
    if (reopened.target.index !== trigger.index) {
      await ctx.adapter.click(refOf(reopened.target));
      return;
    }
  }
  await ctx.adapter.click(refOf(option));
}

/** A custom (non-native) dropdown: click it open, ground the option by its text on the new page, click it. */
async function openAndPick(dropdown: ElementRef, wanted: string, ctx: StepContext, event: StepEvent): Promise<void> {
  event.action = 'select';
  event.value = wanted;
  await ctx.adapter.click(dropdown);
  const option = await groundElement({ kind: 'query', description: { kind: 'string', value: wanted } }, ctx, 'click');
  if (option.target.index === dropdown.index) {
    throw new ActionError('E_NO_OPTION', 'The dropdown opened, but no option like the requested value showed up');
  }
  event.value = option.element.name || option.element.text || wanted;
  await ctx.adapter.click(refOf(option.target));
}

/** Choose the option of `select` whose label best matches `wanted`, and select it. */
async function selectIn(select: PageElement, wanted: string, ctx: StepContext, event: StepEvent): Promise<void> {
  const label = closestOption(select.options ?? [], wanted);
  if (label === undefined) {
    throw new ActionError('E_NO_OPTION', `The dropdown "${cut(select.name, 60)}" has no option like the requested value`, {
      options: (select.options ?? []).slice(0, 20),
    });
  }
  event.action = 'select';
  event.value = label;
  const ref = refOf(select);
  event.element = event.element ? { ...event.element, ...(event.element.id !== select.id ? { targetId: select.id } : {}) } : event.element;
  await ctx.adapter.selectOption(ref, label);
}

const norm = (s: string): string => s.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The option label closest to `wanted`: equal, then prefix/containment, then token similarity (≥ 0.5). */
export function closestOption(labels: readonly string[], wanted: string): string | undefined {
  const w = norm(wanted);
  if (!w) return undefined;
  const exact = labels.find((l) => norm(l) === w);
  if (exact !== undefined) return exact;
  const scored = labels
    .map((label) => {
      const l = norm(label);
      let score = keySimilarity(label, wanted);
      if (l && (l.startsWith(w) || w.startsWith(l))) score = Math.max(score, 0.8 + 0.1 * (Math.min(l.length, w.length) / Math.max(l.length, w.length)));
      else if (l && w.length >= 3 && (l.includes(w) || w.includes(l))) score = Math.max(score, 0.7);
      return { label, score };
    })
    .filter((s) => s.score >= 0.5)
    .sort((a, b) => b.score - a.score);
  return scored[0]?.label;
}

// ---------------------------------------------------------------------------------------------
// Values: the user dictionary and the closest-key rule.

interface ResolvedValue {
  value: string;
  secret: boolean;
}

/** The text a description stands for: a literal, or the user's value for a `param:` reference. */
function describe(v: Value, dictionary: UserDictionary): string {
  if (v.kind === 'string') return v.value;
  return dictionary.byVariable(v.name)?.value ?? v.name.replace(/_/g, ' ');
}

/**
 * The option a click on a dropdown asks for, from its description: a `param:` reference is the
 * user's value (the dictionary, else an option of that name, else the user is asked); a literal
 * description that names a dictionary entry, or one of the options (and not the dropdown itself),
 * is that value. Undefined: just click the dropdown.
 */
async function dropdownValue(v: Value, select: PageElement, ctx: StepContext): Promise<string | undefined> {
  const options = select.options ?? [];
  if (v.kind === 'variable') {
    const entry = ctx.dictionary.byVariable(v.name);
    if (entry) return entry.value;
    const words = v.name.replace(/_/g, ' ');
    // "the user's country" on the Country dropdown names the dropdown: the value is the user's (asked).
    const namesDropdown = keySimilarity(words, select.name) >= 0.75;
    const named = namesDropdown ? undefined : closestOption(options, words);
    if (named !== undefined) return named;
    return ctx.dialogue.ask ? (await resolveValue(v, ctx)).value : undefined;
  }
  const hit = ctx.dictionary.closest(v.value, 0.75);
  if (hit) return hit.entry.value;
  if (keySimilarity(v.value, select.name) >= 0.75) return undefined;
  return closestOption(options, v.value);
}

/** `select` takes an option label literally unless it names a dictionary entry ("user selected country"). */
function optionValue(text: string, dictionary: UserDictionary): ResolvedValue {
  const hit = dictionary.closest(text, 0.75);
  if (hit) return { value: hit.entry.value, secret: isSecretKey(hit.entry.key) };
  return { value: text, secret: false };
}

/** The value an `@enter` enters: the closest key's value (RUSS closest-key rule), else ask the user. */
async function resolveValue(v: Value, ctx: StepContext): Promise<ResolvedValue> {
  const key = v.kind === 'variable' ? v.name.replace(/_/g, ' ') : v.value;
  const entry = v.kind === 'variable' ? ctx.dictionary.byVariable(v.name) : ctx.dictionary.closest(v.value)?.entry;
  if (entry) return { value: entry.value, secret: isSecretKey(entry.key) || isSecretKey(entry.variable) };
  if (!ctx.dialogue.ask) {
    throw new DialogueError('E_DIALOGUE_UNAVAILABLE', `No value for "${key}" in the user dictionary, and the dialogue cannot ask`, key);
  }
  const answer = await askUntilAnswered(ctx.dialogue, key, ctx.options.askTries ?? 3, promptFor(key));
  const stored = ctx.dictionary.set(key, answer);
  return { value: answer, secret: isSecretKey(stored.key) };
}
