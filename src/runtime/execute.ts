/**
 * One executor for every route (RUSS §3.4): a ThingTalk program, a page, a dialogue → one
 * browser action. Element steps are grounded on a fresh capture of the page; the grounded
 * *target* is acted on with the form action its kind needs (a click on a dropdown with a user
 * value selects the option; `enter` into a checkbox checks it…). Unsure grounding never acts.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { RussError } from '../errors.js';
import { isElementAction, printSurface, toNNSyntax, type Action, type Program, type Query, type Value } from '../thingtalk/index.js';
import type { Adapter, ElementRef } from './adapter.js';
import { askUntilAnswered, promptFor, type Dialogue } from './dialogue.js';
import { keySimilarity, MASK, maskDeep, maskError, maskSecrets, UserDictionary } from './dictionary.js';
import { ActionError, DialogueError, GroundingFailedError, NavigationBlockedError, RuntimeConfigError } from './errors.js';
import { checkOptions, EXECUTE_OPTION_KEYS } from './options.js';
import { boundAdapter, boundDialogue, stepBound, within } from './bounds.js';
import { choiceAmongLinks, choiceNamedInDescription, closestOption, controlKind, countsOtherThing, enclosingSelect, fieldValue, isInteractive, isListOption, listTrigger, optionInText, rankOptions } from './controls.js';
import { checkAborted, cut, DEFAULT_TIMEOUT, describeElement, stepBudgetMs, refOf, type StepContext } from './context.js';
import { defaultGround } from './defaults.js';
import { groundElement, offeringDropdown, queryToGround, traced } from './locate.js';
import { actionHints } from '../grounding/ground.js';
import { isOnlyLabel, stripLabel, subtreeText, valueElementFor } from './read.js';
import { checkGotoUrl, checkNavigation } from './safety.js';
import { gateOption } from './gate.js';
import { guardClick, guardValue, isCommitting } from './commit-guard.js';
import type { ExecuteOptions, StepEvent } from './types.js';

/**
 * Execute one program (grounding with the SDK's `groundQuery` unless `options.ground` is given).
 * Resolves with the step's trace event; on failure throws a typed RussError carrying the failed
 * step's event as `err.event`.
 */
export interface ExecuteCallOptions extends ExecuteOptions {
  /** The browser adapter the program runs in. */
  adapter: Adapter;
  /** How the step talks to the user (default: nobody to ask). */
  dialogue?: Dialogue;
  /** Answers and secrets shared between calls. */
  dictionary?: UserDictionary;
  /** The instruction the program came from, and its index, for the event. */
  instruction?: string;
  index?: number;
}

export async function execute(program: Program, options: ExecuteCallOptions): Promise<StepEvent> {
  if (!options || !options.adapter) throw new RuntimeConfigError('execute(program, { adapter }) needs a browser adapter');
  checkOptions('execute', options, [...EXECUTE_OPTION_KEYS, 'adapter', 'dialogue', 'dictionary', 'instruction', 'index']);
  const { adapter, dialogue = {}, dictionary, instruction, index, ...rest } = options;
  const ctx: StepContext = {
    adapter,
    dialogue,
    dictionary: dictionary ?? new UserDictionary(undefined, { secretKeys: rest.secretKeys }),
    options: rest.ground ? rest : { ...rest, ground: await defaultGround() },
    instruction,
    index,
  };
  return executeStep(program, ctx);
}

/** Run `program` in `ctx`, producing its trace event (masked). Throws typed errors carrying the event. */
export async function executeStep(program: Program, ctx: StepContext): Promise<StepEvent> {
  const started = Date.now();
  const event: StepEvent = { index: ctx.index ?? 0, status: 'ok', durationMs: 0 };
  if (ctx.instruction !== undefined) event.instruction = ctx.instruction;
  event.program = { nn: toNNSyntax(program), surface: printSurface(program) };
  // The step's time and the run's signal bound every call into the page and every dialogue callback.
  const bound = stepBound(stepBudgetMs(ctx.options), ctx.options.signal);
  const allowed = ctx.options.allowedOrigins;
  // The overlays the adapter closed to reach the element, said in the trace.
  const noteDismissed = (): void => {
    const dismissed = ctx.adapter.takeDismissed?.();
    if (dismissed && dismissed.length) event.dismissed = [...(event.dismissed ?? []), ...dismissed];
  };
  const bounded: StepContext = {
    ...ctx,
    adapter: boundAdapter(ctx.adapter, bound.signal),
    dialogue: boundDialogue(ctx.dialogue, bound, ctx.options.dialogueTimeout ?? ctx.options.timeout ?? DEFAULT_TIMEOUT),
    options: { ...ctx.options, signal: bound.signal },
  };
  try {
    await within(
      (async () => {
        await checkNavigation(bounded.adapter, allowed, { leaving: program.action.name === 'goto' });
        await runAction(program, bounded, event);
        await checkNavigation(bounded.adapter, allowed, { after: true });
      })(),
      bound.signal,
    );
    event.url = await bounded.adapter.url().catch(() => undefined);
    if (event.url === undefined) delete event.url;
  } catch (err) {
    // A blocked navigation explains the failure of the action that caused it (a goto that redirected…).
    const blocked = allowed ? ctx.adapter.takeBlockedNavigation?.() : undefined;
    const error = blocked ? new NavigationBlockedError(blocked) : toRussError(err);
    noteDismissed();
    event.status = 'failed';
    event.error = { code: error.code, message: error.message };
    event.durationMs = Date.now() - started;
    // One masking pass over the error (message, stack, details) and its event.
    throw maskError(Object.assign(error, { event }), ctx.dictionary.secrets());
  } finally {
    bound.dispose();
  }
  noteDismissed();
  event.durationMs = Date.now() - started;
  return maskDeep(event, ctx.dictionary.secrets());
}

function toRussError(err: unknown): RussError {
  if (err instanceof RussError) return err;
  const message = err instanceof Error ? err.message.split('\n')[0] ?? String(err) : String(err);
  return new ActionError('E_ACTION_FAILED', `The browser action failed: ${message}`);
}

// ---------------------------------------------------------------------------------------------

async function runAction(program: Program, ctx: StepContext, event: StepEvent): Promise<void> {
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
      // An answer the host gave before the run (`values`) or the user gave earlier is not asked again.
      const known = ctx.dictionary.byVariableExact(a.variable) ?? ctx.dictionary.closest(a.key, 0.75)?.entry;
      const answer = known?.value ?? (await askUntilAnswered(ctx.dialogue, a.key, ctx.options.askTries ?? 3));
      const entry = known && known.variable === a.variable ? known : ctx.dictionary.set(a.key, answer, a.variable);
      event.action = 'ask';
      event.value = ctx.dictionary.isSecret(entry.key) || ctx.dictionary.isSecret(entry.variable) ? MASK : answer;
      return;
    }
    case 'note':
      // Not an instruction ("Your changes are saved automatically."): nothing to do; the host may say it.
      event.action = 'note';
      event.output = a.text;
      return;
    case 'press':
    case 'scroll':
    case 'wait':
    case 'back':
    case 'forward':
    case 'switch_tab':
    case 'close_tab':
      return browserAction(a, ctx, event);
    case 'say':
      // A message: said in its words. (Whether "Tell the user the X" asks for a value is the parser's decision: a @read.)
      event.action = 'say';
      event.output = a.text;
      await (ctx.dialogue.say?.(maskSecrets(a.text, ctx.dictionary.secrets())) ?? undefined);
      return;
    default:
      break;
  }
  if (!isElementAction(a)) throw new RuntimeConfigError(`Unknown action ${(a as { name: string }).name}`);

  const offering = a.name === 'select' && a.element.type === 'dropdown' && !a.element.description ? offeringDropdown(a, await ctx.adapter.capture()) : undefined;
  const { grounding, page, element, target } = await groundElement(offering ? [offering, ...queryToGround(a)] : queryToGround(a), ctx, a.name, actionHints(a));
  event.element = traced(grounding, element, target);
  const ref = refOf(target);
  const kind = controlKind(target);

  switch (a.name) {
    case 'read': {
      const description = a.element.description ? describe(a.element.description, ctx.dictionary) : undefined;
      const read = await readLabelled(element, page, description, ctx);
      event.action = 'read';
      // Nothing false is said: a label with no value beside it, or (for an answer) anything but a
      // value the page labels with the words asked, grounded with a good score, is no reading.
      if (!read.text || (description !== undefined && read.valueEl.index === element.index && isOnlyLabel(read.text, description))) {
        throw new ActionError('E_NO_VALUE', `"${cut(read.label || description || 'The element', 60)}" is on the page, but no value beside it: nothing was read`, { element: describeElement(element) });
      }
      // (A link or a button is no label of a value: "My offers" in a menu, beside the next link.)
      if (ctx.answer && (!read.labelled || grounding.score < ANSWER_MIN_SCORE || isInteractive(element))) {
        throw new ActionError('E_NO_VALUE', `Nothing on this page is surely labelled "${cut(description ?? '', 60)}": nothing was read`, { element: describeElement(element), score: grounding.score });
      }
      const text = ctx.answer ? answerLine(read) : read.text;
      event.output = text;
      const say = ctx.dialogue.read ?? ctx.dialogue.say;
      await (say?.call(ctx.dialogue, maskSecrets(text, ctx.dictionary.secrets())) ?? undefined);
      return;
    }
    case 'click': {
      // Round 29: "4 players" grounded to a menu of another thing's count ("Sets of hire clubs", which offers 4): not sure, nothing chosen.
      const menu = kind === 'option' ? enclosingSelect(target, page) : kind === 'select' || (kind === 'text' && (target.inputType === 'number' || target.role === 'spinbutton')) ? target : undefined;
      if (menu && a.element.description?.kind === 'string' && countsOtherThing(a.element.description.value, menu)) {
        throw new GroundingFailedError('E_LOW_CONFIDENCE', `Not sure where "${cut(a.element.description.value, 60)}" goes: "${cut(menu.name, 60)}" counts something else, so nothing was set`, { element: menu.name, description: a.element.description.value, guard: 'count' });
      }
      // (An option's menu, found above.)
      if (kind === 'option' && menu) return selectIn(menu, target.text || target.name, ctx, event);
      if (kind === 'select') {
        // "Pick the user's country in the Country list" (RUSS convention: description=param:country, type=dropdown) → select that value.
        const wanted = a.element.description ? await dropdownValue(a.element.description, target, ctx) : undefined;
        if (wanted !== undefined) return selectIn(target, wanted, ctx, event);
      } else if (isListOption(target)) {
        // An option of a custom (ARIA) dropdown: open the dropdown first, as a user would, then click the option.
        return pickListOption(target, a.element, page, ctx, event);
      } else if (a.element.type === 'dropdown' && a.element.description?.kind === 'variable') {
        // The same step on a custom dropdown: open it, then click the option with the user's value.
        // The variable's words named the dropdown, not an option: it is the user's value (asked if not known yet).
        const wanted = (await resolveValue(a.element.description, ctx)).value;
        return openAndPick(ref, wanted, ctx, event);
      }
      if (kind === 'radio') {
        const refused = guardValue(ctx.guard, target, page);
        if (refused) throw refused;
        event.action = 'choose';
        await ctx.adapter.setChecked(ref, true);
        return;
      }
      const count = kind === 'text' && a.element.description?.kind === 'string' ? countFor(target, a.element.description.value) : undefined;
      if (count !== undefined) {
        // "Two adults" grounded to the Adults number field: a click would change nothing; the count goes in.
        event.action = 'fill';
        event.value = count;
        await ctx.adapter.fill(ref, count);
        return;
      }
      if (!isInteractive(target) && a.element.description?.kind === 'string') {
        // "Choose Large as the parcel size" grounded to the group's label: act on the choice it names.
        const choice = choiceNamedInDescription(element, page, a.element.description.value);
        if (choice) return actOnChoice(choice, ctx, event);
      }
      // Round 25: on a page the run only found by looking for it, a committing button is pressed only when the sentence names it (src/runtime/commit-guard.ts).
      const refused = guardClick(ctx.guard, target, page, a.element.description?.kind === 'string' ? a.element.description.value : undefined);
      if (refused) throw refused;
      event.action = 'click';
      await ctx.adapter.click(ref);
      return;
    }
    case 'enter':
    case 'set_range':
    case 'select': {
      // Round 25: nor a value typed into a form of another purpose there.
      const refusedValue = guardValue(ctx.guard, target, page);
      if (refusedValue) throw refusedValue;
      const source: Value = a.name === 'enter' ? a.text : a.name === 'select' ? a.option : a.value;
      const resolved = a.name === 'select' && source.kind === 'string' ? optionValue(source.value, ctx.dictionary) : await resolveValue(source, ctx);
      // Masked in this step's event and every later one.
      if (resolved.secret || target.inputType === 'password') ctx.dictionary.addSecret(resolved.value);
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
      // A number box takes a chosen value as a slider does ("Set the quantity to 3", whether read as a choice or a setting).
      if (a.name === 'set_range' || kind === 'range' || (a.name === 'select' && target.inputType === 'number')) {
        event.action = 'set_range';
        event.value = fieldValue(target, resolved.value, ctx.options.today);
        await ctx.adapter.setRange(ref, event.value);
        return;
      }
      if (a.name === 'select' && !isInteractive(target)) {
        // "Select "Yes" for "Is it polite?"", "Select Weekly under Digest frequency": grounded to the question or group label; the option is in its group.
        const choice = choiceNamedInDescription(element, page, resolved.value) ?? choiceAmongLinks(element, page, resolved.value);
        if (choice) return actOnChoice(choice, ctx, event);
      }
      // A plain text box offers no options: "Apply the promo code "SPRING10"" read as a choice types it.
      const plainText = kind === 'text' && target.role !== 'combobox' && !target.attributes.list && !target.attributes['aria-autocomplete'] && !target.attributes['aria-haspopup'];
      if (a.name === 'select' && !plainText) return openAndPick(ref, resolved.value, ctx, event);
      if (kind !== 'text') {
        throw new ActionError('E_ACTION_UNSUPPORTED', `Cannot type into ${describeElement(target)}: it is not a text field`, { element: target.id });
      }
      event.action = 'fill';
      // Round 19: a box that goes with a radio option ("Other amount" then "Amount to pay") counts only with that option chosen: chosen first (src/runtime/gate.ts).
      const gate = gateOption(target, page);
      if (gate) await ctx.adapter.setChecked(refOf(gate), true);
      // A date or time field takes its own format: "December 1" → "2026-12-01", "7pm" → "19:00".
      const typed = fieldValue(target, resolved.value, ctx.options.today);
      event.value = resolved.secret || target.inputType === 'password' ? MASK : typed;
      await ctx.adapter.fill(ref, typed);
      return;
    }
    case 'scroll_to':
      event.action = 'scroll';
      await ctx.adapter.scroll(ref);
      return;
    case 'check':
    case 'uncheck':
    case 'choose': {
      // "Clear all filters", "Show only Hearthline" on a link or button that is no toggle: it does what it says when clicked.
      const toggle = target.attributes['aria-pressed'] !== undefined || target.attributes['aria-checked'] !== undefined;
      if (kind === 'other' && !toggle && (target.tag === 'a' || target.tag === 'button' || target.role === 'link' || target.role === 'button')) {
        const refusedClick = guardClick(ctx.guard, target, page, a.element.description?.kind === 'string' ? a.element.description.value : undefined);
        if (refusedClick) throw refusedClick;
        event.action = 'click';
        await ctx.adapter.click(ref);
        return;
      }
      const refusedCheck = guardValue(ctx.guard, target, page);
      if (refusedCheck) throw refusedCheck;
      event.action = a.name;
      await ctx.adapter.setChecked(ref, a.name !== 'uncheck');
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Browser actions: keys, scrolling, waiting, history, tabs.

/** Longest `@wait` the runtime does, in seconds (a step must not hang a run). */
const MAX_WAIT_SECONDS = 60;

type BrowserAction = Extract<Action, { name: 'press' | 'scroll' | 'wait' | 'back' | 'forward' | 'switch_tab' | 'close_tab' }>;

async function browserAction(a: BrowserAction, ctx: StepContext, event: StepEvent): Promise<void> {
  const adapter = ctx.adapter;
  const unsupported = (what: string): never => {
    throw new ActionError('E_ACTION_UNSUPPORTED', `The ${adapter.name} adapter cannot ${what}`);
  };
  event.action = a.name;
  switch (a.name) {
    case 'press':
      event.value = a.count > 1 ? `${a.key} ×${a.count}` : a.key;
      for (let i = 0; i < Math.min(a.count, 50); i++) {
        checkAborted(ctx);
        await adapter.press(a.key);
      }
      return;
    case 'scroll': {
      const deltaY = a.direction === 'top' ? -1e6 : a.direction === 'bottom' ? 1e6 : a.direction === 'up' ? -600 : 600;
      event.value = a.direction;
      await adapter.scroll(undefined, deltaY);
      return;
    }
    case 'wait': {
      if (a.seconds === undefined) {
        await adapter.settle({ timeout: ctx.options.timeout });
        return;
      }
      const ms = Math.min(a.seconds, MAX_WAIT_SECONDS) * 1000;
      event.value = `${a.seconds}s`;
      await new Promise<void>((resolve) => setTimeout(resolve, ms));
      await adapter.settle({ timeout: ctx.options.timeout });
      return;
    }
    case 'back':
    case 'forward':
      if (!adapter.history) unsupported(`go ${a.name}`);
      await adapter.history!(a.name);
      return;
    case 'switch_tab': {
      if (!adapter.tabs || !adapter.switchTab) unsupported('switch tabs');
      const tabs = await adapter.tabs!();
      const index = a.index !== undefined ? a.index - 1 : bestTab(tabs, a.description!);
      if (index < 0 || index >= tabs.length) {
        throw new ActionError('E_ACTION_FAILED', a.index !== undefined ? `There is no tab ${a.index}; ${tabs.length} open` : `No open tab looks like "${cut(a.description!, 60)}"`, { tabs: tabs.length });
      }
      event.value = tabs[index]!.title || tabs[index]!.url;
      await adapter.switchTab!(index);
      return;
    }
    case 'close_tab':
      if (!adapter.closeTab) unsupported('close tabs');
      await adapter.closeTab!();
      return;
  }
}

/**
 * The count a description gives a number field ("2 adults" for the field "Adults"): one whole
 * number, the other words naming the field. Undefined for anything else.
 */
function countFor(field: PageElement, description: string): string | undefined {
  const numeric = field.inputType === 'number' || field.role === 'spinbutton';
  const words = description.toLowerCase().split(/\s+/).filter(Boolean);
  const numbers = words.filter((w) => /^\d+$/.test(w));
  if (!numeric || numbers.length !== 1 || words.length > 4) return undefined;
  const name = field.name.toLowerCase();
  const rest = words.filter((w) => !/^\d+$/.test(w)).map((w) => w.replace(/(?:ren|s)$/, ''));
  return rest.length > 0 && rest.some((w) => w.length > 2 && name.includes(w)) ? numbers[0] : undefined;
}

/**
 * The option a count names on a dropdown of counts ("1 guest" on Guests, whose options say "1
 * adult", "2 adults"): the description is one number and a word or two, and exactly one option
 * holds that number as a word. Undefined otherwise.
 */
function countedOption(options: readonly string[], description: string): string | undefined {
  const words = description.toLowerCase().split(/\s+/).filter(Boolean);
  const numbers = words.filter((w) => /^\d+$/.test(w));
  if (numbers.length !== 1 || words.length > 3) return undefined;
  const holding = options.filter((o) => o.toLowerCase().split(/[^\p{L}\p{N}]+/u).includes(numbers[0]!));
  return holding.length === 1 ? holding[0] : undefined;
}

/** The tab whose title or address shares the most words with `description`; -1 when none shares any. */
function bestTab(tabs: ReadonlyArray<{ title: string; url: string }>, description: string): number {
  let best = -1, bestScore = 0;
  tabs.forEach((t, i) => {
    const s = keySimilarity(description, `${t.title} ${t.url.replace(/[/.:?=&_-]+/g, ' ')}`);
    if (s > bestScore) [best, bestScore] = [i, s];
  });
  return bestScore >= 0.3 ? best : -1;
}

// ---------------------------------------------------------------------------------------------
// Reading values.

/** A read of an answer needs at least this grounding score (the words asked must be the label's). */
const ANSWER_MIN_SCORE = 0.6;

/**
 * What a read of `element` finds: the value (`text`), the element it was read from, whether it was
 * read beside or after a label that the description names (`labelled`), and that label's words.
 */
async function readLabelled(element: PageElement, page: PageModel, description: string | undefined, ctx: StepContext): Promise<Reading> {
  const valueEl = valueElementFor(element, page, description);
  const raw = (await ctx.adapter.read(refOf(valueEl))).replace(/\s+/g, ' ').trim();
  const stripped = controlKind(valueEl) === 'other' ? stripLabel(raw, description) : undefined;
  const text = stripped ?? raw;
  const own = (element.text || element.name || '').replace(/\s+/g, ' ').trim() || subtreeText(page, element.index);
  const beside = valueEl.index !== element.index;
  const label = (beside ? own : stripped !== undefined && raw.includes(stripped) ? raw.slice(0, raw.lastIndexOf(stripped)) : '').replace(/[\s:：=#–—-]+$/, '').trim();
  return { text, raw, valueEl, labelled: beside || stripped !== undefined, label };
}

interface Reading {
  /** The value read. */
  text: string;
  /** The whole text of the element it was read from (a sentence that states it, a label and its value). */
  raw: string;
  valueEl: PageElement;
  /** Read beside, or after, a label the description names. */
  labelled: boolean;
  /** That label's words, as the page writes them ('' when it is not known). */
  label: string;
}

/**
 * An answer as the page states it: a short label with its value ("Valid until: 31 August"), else the
 * one statement the value was read from ("Your permit number is KV-4417."), else the value alone.
 */
function answerLine(read: Reading): string {
  const { label, text: value, raw } = read;
  const short = label.length > 0 && label.length <= 40 && label.split(' ').length <= 5 && !/[.!?]/.test(label);
  if (short) return value.toLowerCase().startsWith(label.toLowerCase()) ? value : `${label.charAt(0).toUpperCase()}${label.slice(1)}: ${value}`;
  return raw.length <= 160 && raw.includes(value) ? raw : value;
}

// ---------------------------------------------------------------------------------------------
// Form actions on dropdowns.

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
  // Round 29: an option is never a control that commits (a POST form's button, "Remove … from our list" found for "4"): what opened was no dropdown.
  if (isCommitting(option.target, option.page)) {
    throw new ActionError('E_NO_OPTION', `The element opened is no dropdown: "${option.element.name || option.element.text || wanted}" sends a form, not an option`);
  }
  event.value = option.element.name || option.element.text || wanted;
  await ctx.adapter.click(refOf(option.target));
}

/** Act on a choice found in a group (see choiceNamedInDescription): select the dropdown option, or turn the radio / checkbox on. */
async function actOnChoice(choice: { control: PageElement; option?: string }, ctx: StepContext, event: StepEvent): Promise<void> {
  if (choice.option !== undefined) return selectIn(choice.control, choice.option, ctx, event);
  const kind = controlKind(choice.control);
  event.element = { ...event.element!, targetId: choice.control.id };
  if (kind !== 'radio' && kind !== 'checkbox') {
    // A choice drawn as a link or button ("Price: low to high" under "Sort").
    event.action = 'click';
    await ctx.adapter.click(refOf(choice.control));
    return;
  }
  event.action = kind === 'radio' ? 'choose' : 'check';
  await ctx.adapter.setChecked(refOf(choice.control), true);
}

/** Choose the option of `select` whose label best matches `wanted`, and select it. */
async function selectIn(select: PageElement, wanted: string, ctx: StepContext, event: StepEvent): Promise<void> {
  const label = closestOption(select.options ?? [], wanted);
  if (label === undefined) {
    const tied = rankOptions(select.options ?? [], wanted).length > 1;
    throw new ActionError('E_NO_OPTION', `The dropdown "${cut(select.name, 60)}" ${tied ? 'has several options equally like' : 'has no option like'} the requested value`, {
      options: (select.options ?? []).slice(0, 20),
    });
  }
  event.action = 'select';
  event.value = label;
  const ref = refOf(select);
  event.element = event.element ? { ...event.element, ...(event.element.id !== select.id ? { targetId: select.id } : {}) } : event.element;
  await ctx.adapter.selectOption(ref, label);
}

// ---------------------------------------------------------------------------------------------
// Values: the user dictionary and the closest-key rule.

interface ResolvedValue {
  value: string;
  secret: boolean;
}

/** The text a description stands for: a literal, or the user's value for a `param:` reference. */
function describe(v: Value, dictionary: UserDictionary): string {
  if (v.kind !== 'variable') return v.value;
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
    const words = v.name.replace(/_/g, ' ');
    const exact = ctx.dictionary.byVariable(v.name);
    // Of the user's values whose key is close, the one that is an option of this dropdown.
    const fitting = ctx.dictionary.matches(words).find((m) => closestOption(options, m.entry.value) !== undefined);
    if (fitting && (!exact || closestOption(options, exact.value) === undefined)) return fitting.entry.value;
    if (exact) return exact.value;
    // "the user's country" on the Country dropdown names the dropdown: the value is the user's (asked).
    const namesDropdown = keySimilarity(words, select.name) >= 0.75;
    const named = namesDropdown ? undefined : closestOption(options, words);
    if (named !== undefined) return named;
    return ctx.dialogue.ask ? (await resolveValue(v, ctx)).value : undefined;
  }
  const hit = ctx.dictionary.closest(v.value, 0.75);
  if (hit) return hit.entry.value;
  // "Large as the parcel size", "Large in the Parcel size menu": an option named inside the description.
  const named = optionInText(options, v.value, select.name);
  if (named !== undefined) return named;
  const counted = countedOption(options, v.value);
  if (counted !== undefined) return counted;
  // "Choose the country in the Country list" names the dropdown, not an option — unless an option
  // begins with the words ("Zone A" on the Parking zone list: "Zone A – Old Town").
  if (keySimilarity(v.value, select.name) >= 0.75 && !((rankOptions(options, v.value)[0]?.score ?? 0) >= 0.8)) return undefined;
  return closestOption(options, v.value);
}

/** `select` takes an option label literally unless it names a dictionary entry ("the user's country"). */
function optionValue(text: string, dictionary: UserDictionary): ResolvedValue {
  const hit = dictionary.closest(text, 0.75);
  if (hit) return { value: hit.entry.value, secret: dictionary.isSecret(hit.entry.key) };
  return { value: text, secret: false };
}

/** The value an `@enter` enters: a literal as written; else the closest key's value (RUSS closest-key rule), else ask the user. */
async function resolveValue(v: Value, ctx: StepContext): Promise<ResolvedValue> {
  if (v.kind === 'literal') return { value: v.value, secret: false };
  const key = v.kind === 'variable' ? v.name.replace(/_/g, ' ') : v.value;
  const entry = v.kind === 'variable' ? ctx.dictionary.byVariable(v.name) : ctx.dictionary.closest(v.value)?.entry;
  if (entry) return { value: entry.value, secret: ctx.dictionary.isSecret(entry.key) || ctx.dictionary.isSecret(entry.variable) };
  if (!ctx.dialogue.ask) {
    throw new DialogueError('E_DIALOGUE_UNAVAILABLE', `No value for "${key}" in the user dictionary, and the dialogue cannot ask`, key);
  }
  const answer = await askUntilAnswered(ctx.dialogue, key, ctx.options.askTries ?? 3, promptFor(key));
  const stored = ctx.dictionary.set(key, answer);
  return { value: answer, secret: ctx.dictionary.isSecret(stored.key) };
}
