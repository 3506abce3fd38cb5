/**
 * The SDK a chatbot embeds: `new Russ({ adapter, dialogue })`, then `russ.run(article)`.
 * Each step: split → parse (or read ThingTalk as is) → ground on a fresh capture → act → a
 * trace event to every subscriber. The run stops at the first step that cannot be done, with a
 * typed error carrying the trace so far.
 */
import { RussError } from '../errors.js';
import { fromNNSyntax, isElementAction, literal, program, programsOf, query, readSurface, str, type AnyProgram, type Program } from '../thingtalk/index.js';
import { actionHints, defaultWordVectors } from '../grounding/ground.js';

/** The failures of a step that found nothing it is sure of on its page (it did nothing). */
const UNSURE = new Set(['E_LOW_CONFIDENCE', 'E_NO_ELEMENT', 'E_GROUND_NOT_FOUND']);
/** Round 15: failures before anything was done after which a clause about the user's own record ("my booking") is looked for on the user's own pages. */
const OWN_RETRY = new Set([...UNSURE, 'E_ELEMENT_NOT_ACTIONABLE', 'E_ACTION_UNSUPPORTED', 'E_NO_OPTION', 'E_DIALOGUE_UNAVAILABLE', 'E_DIALOGUE_NO_ANSWER']);
import { queryToGround } from './locate.js';
import { buttonNamedWhole, buttonTail, clickButton, radioQuery, clickThenValues, fitFieldNames, isTaskClause, mayHaveButtonTail, mayNameOwners, mayReadOnPage, readOwnersOnPage, readRowOnPage, readTaskOnPage, type TaskClause, type TaskPage } from '../parser/task-reading.js';
import type { Adapter } from './adapter.js';
import type { Dialogue } from './dialogue.js';
import { maskDeep, maskError, UserDictionary } from './dictionary.js';
import { RuntimeConfigError, StepParseError } from './errors.js';
import { DEFAULT_MIN_SCORE, DEFAULT_TIMEOUT, ordered, type FollowingStep, type StepContext } from './context.js';
import { deadlineAdapter, deadlineDialogue } from './bounds.js';
import { defaultGround, defaultParser } from './defaults.js';
import { executeStep } from './execute.js';
import { checkOptions, EXECUTE_OPTION_KEYS } from './options.js';
import { Conversation, formControls, rowsOf, taskPage } from './conversation.js';
import { splitSteps } from './steps.js';
import { completes, confirmButton, continueButton, ONWARD_WORDS, pronounChoice, rankedPick, saysOnward, saysSend, sendOpened } from '../parser/flow-reading.js';
import { tokens } from '../parser/context.js';
import { loadSpeechActs } from '../parser/speech-acts.js';
import { clickedRowText, openedForm, repeatedElement, stillOpen, type OpenedForm } from './opened.js';
import { holdsAll, lastValueAction, openerStep, unsentForm } from './unsent.js';
import { selfLinkClick } from './self-link.js';
import { isAncestor } from '../grounding/score.js';
import { formMethod, isSubmitButton } from '../page/tree.js';
import { saidValues, sendsByChange, sendsByNoun, sendsByTitle, sendsForm } from '../parser/unsent-reading.js';
import { verbNamedControl } from '../parser/verb-control.js';
import { flowLeft, flowNamed, flowStep, flowVerb, mayFlow, mayFlowFrom, pieceKey, verbControl } from '../parser/task-flow.js';
import { fromTab } from '../parser/from-tab.js';
import { namesFormControl, signInLink, signInSaid, type SignInSaid } from '../parser/sign-in.js';
import { signInForm } from './sign-in-form.js';
import { dayLink, hasDayLinks, slotOption, slotPieces, slotSaid, type SlotSaid } from '../parser/slot-picker.js';
import { filterStep, filterTerms, mayFilter, type FilterPage } from '../parser/listing-filters.js';
import { basketItems, basketMove, type BasketItem, type BasketProgress } from '../parser/basket-items.js';
import { checkoutMove, checkoutSaid, checkoutValues, methodOption, orderItems, type OrderItems } from '../parser/order-items.js';
import { cardRows } from './card-rows.js';
import { optionSays, rowOpener, rowPlaced } from '../parser/row-flow.js';
import { addForm, BUY_VERB, codeBox, codeSaid, savedItem, saveButton } from '../parser/buy-flow.js';
import { choiceSaid, itemForm, itemMove, itemSaid, itemsSaid, mayChoose, type ItemProgress, type ItemSaid } from '../parser/item-page.js';
import { changeHere, recordChange, recordPageHere, recordStep, type RecordChange, type RecordForm, type RecordPage, type RecordProgress } from '../parser/record-change.js';
import type { PageModel } from '../page/types.js';
import { changesOwned, ourAsMy, ownedWords } from '../parser/owned.js';
import { seekServicePage } from './service-page.js';
import { isRecordOf, nameSearchUrl, recordLink } from './owner-record.js';
import { ownerRecord, type OwnerRecord } from '../parser/owner-record.js';
import { rowIdSaid } from '../parser/row-id.js';
import { seekRowLink } from './row-id.js';
import { serviceFit, servicePrograms, statesService } from '../parser/service-form.js';
import { clearSection, contentWords, groundsHere, holdsForm, isOwnPage, programWords, rankSections, seekPage, type SectionLink } from './sections.js';
import { GroundingFailedError } from './errors.js';
import type { ExecuteOptions, GroundFn, StepClause, StepEvent, StepParser } from './types.js';

export interface RussOptions extends ExecuteOptions {
  adapter: Adapter;
  /** How the run talks to the user. Without `ask`, steps that need a value the dictionary lacks fail with E_DIALOGUE_UNAVAILABLE. */
  dialogue?: Dialogue;
  /** Folder of the model files (parser, grounding), instead of the package's models/. */
  models?: string;
  /** Instruction → program; defaults to the SDK's parser (loaded once, lazily). */
  parser?: StepParser;
  /** Answers known before the run (`{ "email address": "a@b.c" }`), as if the user had been asked. */
  values?: Record<string, string>;
  /** Called with every step's event (same as `russ.on('step', …)`). */
  onEvent?: (event: StepEvent) => void;
  /**
   * Conversations only (default true): a turn that types and chooses every value a POST form asks
   * for, into a form empty before it (a booking's details, a checkout step), presses the form's
   * submit button, as the user would after saying the whole form; a button that pays or orders is
   * never pressed so. false: such forms stay filled and unsent until the user says to send them.
   */
  sendFilledForms?: boolean;
}

const RUSS_OPTION_KEYS = ['adapter', 'dialogue', 'models', 'parser', 'values', 'onEvent', 'sendFilledForms'] as const satisfies ReadonlyArray<Exclude<keyof RussOptions, keyof ExecuteOptions>>;

/** The error a failed run rejects with: the step's own typed error, plus the trace so far. */
export type RunError = RussError & { event?: StepEvent; trace?: StepEvent[] };

type Listener = (event: StepEvent) => void;

export class Russ {
  readonly dictionary: UserDictionary;
  /** The events of the latest (or current) run. */
  trace: StepEvent[] = [];
  private readonly options: RussOptions;
  private readonly listeners = new Set<Listener>();
  private ground?: Promise<GroundFn>;
  private parser?: StepParser;
  /** The element the latest step acted on (see StepContext.previous); a run starts without one. */
  private lastActed?: StepContext['previous'];
  /** The steps of the run in progress (`run`), for the words of a form it filled and left unsent. */
  private stepTexts: readonly string[] | undefined;
  /** The page the latest clause was read on (`readOnPage`'s capture), and the form a record's button opened (src/runtime/opened.ts). */
  private seenPage?: PageModel;
  private opened?: OpenedForm;
  /** The page on which a record's own button (one of several of its name) was just clicked: the form it opens is read on the next capture. */
  private opener?: PageModel;
  /** While set, a failed step's event is not emitted (the failure may still be undone by finding the page that holds the step: src/runtime/sections.ts); the trace's length when holding began. */
  private holdFrom?: number;
  /** Round 25: the pages (address without its fragment) this run reached by looking for them (`seekFor`), not by its words: src/runtime/commit-guard.ts. */
  private sought = new Set<string>();
  /** Round 29: the record of someone else's this run opened by its owners' names (src/runtime/owner-record.ts), by its page key. */
  private ownerAt: string | undefined;
  /** Round 28: the page the service search opened and the form it chose there (service-page.ts). */
  private serviceAt?: { key: string; form: number };
  /** Round 26: steps of the run whose words a record's change already read and did (`runRecord`'s `joined`): not run again. */
  private joinedSteps = new Set<number>();
  /** Round 28: the clause running asks for information (the parser's `asks`): no step of it sends a form (src/runtime/commit-guard.ts). */
  private asking = false;
  /** Round 28: the index of the run's step a conversation turn answers (`answerStep`): its events carry it. */
  private answering?: number;

  constructor(options: RussOptions) {
    if (!options || !options.adapter) throw new RuntimeConfigError('new Russ({ adapter }) needs a browser adapter');
    checkOptions('new Russ', options, [...EXECUTE_OPTION_KEYS, ...RUSS_OPTION_KEYS]);
    this.options = options;
    this.dictionary = new UserDictionary(options.values, { secretKeys: options.secretKeys });
    if (options.onEvent) this.listeners.add(options.onEvent);
  }

  /** Subscribe to step events; returns the unsubscribe function. */
  on(event: 'step', listener: Listener): () => void {
    if (event !== 'step') throw new RuntimeConfigError(`Unknown event "${String(event)}"; Russ emits "step"`);
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  off(event: 'step', listener: Listener): void {
    if (event === 'step') this.listeners.delete(listener);
  }

  /**
   * Follow a help article (text, one step per line) or a list of instructions. Resolves with the
   * trace when every step ran; rejects with the failing step's typed error (`err.trace`, `err.event`).
   */
  async run(steps: string | readonly string[]): Promise<StepEvent[]> {
    const list = splitSteps(steps);
    this.stepTexts = list;
    this.sought = new Set();
    this.serviceAt = undefined;
    this.ownerAt = undefined;
    this.joinedSteps = new Set();
    this.trace = [];
    this.lastActed = undefined;
    this.opened = undefined;
    this.opener = undefined;
    // Every step is parsed first (a step that cannot be parsed still fails in its turn): a step sees
    // the element steps after it, to break a tie between alike fields of different forms.
    // Round 29: a first step that names a record of someone else's by its owners' names ("On Amara and Ben's list, show …") opens that record
    // through the site's search by name first (owner-record.ts), then runs what it asks there; opening it being the whole step, nothing more.
    const owner = list.length && !readThingTalk(list[0]!) ? ownerRecord(list[0]!) : undefined;
    let skipFirst = false;
    if (owner && !this.options.signal?.aborted && (await this.toOwnerRecord(owner).catch(() => false))) {
      if (owner.rest) list[0] = owner.rest;
      else skipFirst = true;
    }
    // Round 29: a first step that names a row by its id ("Apply for plot S3 as …", "Open the page for plot S14"): the row's link, here or on
    // the page one nav link away that lists it (row-id.ts), opened first; the step then runs on the row's page (nothing more when opening it was the step).
    const row = !owner && list.length && !readThingTalk(list[0]!) ? rowIdSaid(list[0]!) : undefined;
    if (row && !this.options.signal?.aborted && (await this.toRowPage(row, list[0]!).catch(() => false)) && row.opens) skipFirst = true;
    const plans: Array<{ plan: AnyProgram | StepClause[] } | { error: unknown }> = [];
    for (const s of list) plans.push(await this.toPlan(s).then((plan) => ({ plan }), (error: unknown) => ({ error })));
    const programsIn = (x: (typeof plans)[number] | undefined): Program[] => (!x || !('plan' in x) ? [] : Array.isArray(x.plan) ? x.plan.flatMap((c) => c.programs ?? []) : programsOf(x.plan));
    for (let i = 0; i < list.length; i++) {
      if (this.joinedSteps.has(i) || (i === 0 && skipFirst)) continue;
      const after = plans.slice(i + 1).flatMap(programsIn);
      if (i > 0) await this.runStep(list[i]!, i, i === list.length - 1, plans[i], after);
      // The first step may be for another page of the site: the page that holds it is looked for (sections.ts).
      else await this.elsewhere(() => this.runStep(list[0]!, 0, list.length === 1, plans[0], after), plans[0], plans.flatMap(programsIn));
    }
    return this.trace;
  }

  /** Do one instruction (or one ThingTalk program in either syntax). */
  async step(instruction: string, index = this.trace.length): Promise<StepEvent> {
    this.stepTexts = undefined;
    return this.runStep(instruction, index, true);
  }

  /** One step; `last`: it ends the run (a task stated in its last clause is submitted: see runClauses). */
  private async runStep(instruction: string, index: number, last: boolean, parsed?: { plan: AnyProgram | StepClause[] } | { error: unknown }, after: Program[] = []): Promise<StepEvent> {
    const started = Date.now();
    let plan: AnyProgram | StepClause[];
    try {
      if (parsed && 'error' in parsed) throw parsed.error;
      plan = parsed ? parsed.plan : await this.toPlan(instruction);
    } catch (err) {
      throw this.failedBefore(err, instruction, index, started);
    }
    // Round 28: a run's last step that only asks for information ("Is the Eastgate branch open on Sundays?") runs as read with nothing sent
    // (the commit guard's `asking`: a link that opens the page asked about still opens it); where that fails — the press refused, nothing
    // sure — it is answered from the page, as a conversation's question is (answerStep), its failure held back.
    // (A question with steps after it — "Which drive-up units are there at Northgate? Show just those." — says what they act on: it runs as read, and sends nothing.)
    if (Array.isArray(plan) && plan.length === 1 && plan[0]!.asks && last && this.stepTexts) {
      const hold = this.holdFrom === undefined;
      if (hold) this.holdFrom = this.trace.length;
      try {
        return await this.runClauses(plan, instruction, index, started, last, after);
      } catch (err) {
        if (!(err instanceof RussError) || this.options.signal?.aborted) throw err;
      } finally {
        if (hold) this.holdFrom = undefined;
      }
      return this.answerStep(instruction, index, Date.now());
    }
    if (Array.isArray(plan)) return this.runClauses(plan, instruction, index, started, last, after);
    return this.runProgram(plan, instruction, index, started, after);
  }

  /**
   * Round 28 (safety): a step the parser reads as a question asking for information, answered as a
   * conversation's turn is (src/parser/asked.ts: from this page, or the one page its words name;
   * questions never act there), with no form sent — neither a filled one nor by any click (the
   * commit guard's `asking`). The answer goes to the host through the dialogue's `say`, and is the
   * event's output; nothing found is a typed failure, with nothing done.
   */
  private async answerStep(instruction: string, index: number, started: number): Promise<StepEvent> {
    this.asking = true;
    this.answering = index;
    let turn: Awaited<ReturnType<Conversation['say']>>;
    try {
      turn = await this.converse(false).say(instruction);
    } finally {
      this.asking = false;
      this.answering = undefined;
    }
    const answer = turn.said.join(' ').trim();
    if (turn.status === 'failed' || !answer) {
      const error = new GroundingFailedError('E_LOW_CONFIDENCE', `Found no answer on the page to "${instruction.slice(0, 80)}"${turn.error ? ` (${turn.error.message.slice(0, 120)})` : ''}; nothing was done`, { question: instruction.slice(0, 200), ...(turn.error ? { cause: turn.error.code } : {}) });
      throw this.failedBefore(error, instruction, index, started);
    }
    // (The turn's own steps — a page opened to look, the answer said — are in the trace already: the last is the step's event.)
    const own = turn.steps[turn.steps.length - 1];
    if (own && own.status === 'ok') return own;
    const url = await this.options.adapter.url().catch(() => undefined);
    const event: StepEvent = { index, instruction, action: 'say', output: answer, status: 'ok', durationMs: Date.now() - started, ...(url !== undefined ? { url } : {}) };
    return this.emit(event);
  }

  /** The run opens `url` itself (a step nobody asked for in words), with the reason its trace shows. */
  private gotoFor(url: string, why: string): Promise<StepEvent> {
    return this.runOne(program({ kind: 'action', name: 'goto', url }), undefined, this.trace.length, Date.now(), [], false, why);
  }

  /** The failed event of a step that ended before its action ran (it could not be parsed, or the run was aborted while its page was read), and its error to throw. */
  private failedBefore(err: unknown, instruction: string, index: number, started: number): Error {
    const error = err instanceof RussError ? err : new StepParseError(String((err as Error)?.message ?? err));
    const raw: StepEvent = { index, instruction, status: 'failed', error: { code: error.code, message: error.message }, durationMs: Date.now() - started };
    if (this.holding()) return Object.assign(error, { event: raw });
    const event = this.emit(raw);
    return this.masked(Object.assign(error, { event, trace: this.trace }));
  }

  /**
   * A step's program(s), or, when a clause of it may be read against the page it runs on (a whole
   * task stated in one clause: src/parser/task-reading.ts), its clauses, to be read and run one by
   * one. A clause the parser refused and the page cannot help with fails the step before anything runs.
   */
  private async toPlan(instruction: string): Promise<AnyProgram | StepClause[]> {
    const direct = readThingTalk(instruction);
    if (direct) return direct;
    const parser = this.options.parser ?? (this.parser ??= defaultParser(this.options.models));
    if (!parser.parseClauses) return this.toProgram(instruction);
    let clauses: StepClause[];
    try {
      // (Round 29: in a task, "our list" is the user's own as "my list" is — read so by the model, taught "my": owned.ts `ourAsMy`.)
      clauses = await parser.parseClauses((this.stepTexts && ourAsMy(instruction)) || instruction);
    } catch (err) {
      throw couldNotParse(instruction, err);
    }
    // (Round 24: a change to a record said with its reference is read on the pages: record-change.ts.)
    // (Round 27: "Sign in and find out when …", kept whole by the splitter: the sign-in and the rest read apart — src/parser/sign-in.ts.)
    if (this.stepTexts && clauses.some((c) => signInSaid(c.text)?.rest)) {
      const split: StepClause[] = [];
      for (const c of clauses) {
        const said = signInSaid(c.text);
        if (said?.rest) split.push(...(await parser.parseClauses(said.head).catch(() => [])), ...(await parser.parseClauses(said.rest).catch(() => [c])));
        else split.push(c);
      }
      clauses = split;
    }
    const refused = clauses.find((c) => !c.programs && !mayReadOnPage(c) && !(this.stepTexts && (recordChange(c.text) || savedItem(c.text))));
    if (refused) throw refused.error ?? couldNotParse(refused.text);
    // Round 28 (safety), read here since round 29 so that every parser's clauses get it (a custom `parser` too): which clauses ask for
    // information, asked directly (src/parser/speech-acts.ts); their actions never send a form (src/runtime/commit-guard.ts).
    const acts = await loadSpeechActs(this.options.models);
    return acts ? clauses.map((c) => (!c.asks && acts.asksDirectly(c.text) ? { ...c, asks: true } : c)) : clauses;
  }

  /** Run a step clause by clause: each clause that may be read on the page is read against the page it runs on, then run. */
  private async runClauses(clauses: StepClause[], instruction: string, index: number, started: number, lastStep: boolean, after: Program[] = []): Promise<StepEvent> {
    try {
      return await this.runClausesIn(clauses, instruction, index, started, lastStep, after);
    } finally {
      this.asking = false;
    }
  }

  private async runClausesIn(clauses: StepClause[], instruction: string, index: number, started: number, lastStep: boolean, after: Program[] = []): Promise<StepEvent> {
    let last: StepEvent | undefined;
    // (Round 21: the words of the row whose control the clause clicked.)
    let rowSaid: string | undefined;
    const noteOpened = (): void => {
      if (this.opener && this.seenPage) this.openedBy(this.opener, this.seenPage);
      this.opener = undefined;
    };
    const acted = (p: Program, event: StepEvent, page: PageModel | undefined): void => {
      const selector = event.element?.selector;
      if (!selector) return;
      // (A radio group is chosen through its legend, a menu through its label: any action after the opening counts, but its button.)
      if (this.opened && (!page || page.url === this.opened.url)) {
        if (p.action.name === 'click' && selector === this.opened.submit?.selector) this.opened = undefined;
        else this.opened.filled = true;
      } else {
        const repeated = p.action.name === 'click' && page ? repeatedElement(page, selector) : undefined;
        if (!repeated || !page) return;
        this.opener = page;
        // (Round 21: what the row says names the item its control opened: a flow from it counts its values as placed.)
        rowSaid = clickedRowText(page, repeated);
      }
    };
    let sentByRecord = false;
    for (let k = 0; k < clauses.length; k++) {
      const clause = clauses[k]!;
      // (Round 28: a clause that asks for information sends no form, whatever path runs it — and the run's `finish` after the last one.)
      this.asking = !!clause.asks;
      let programs = clause.programs;
      rowSaid = undefined;
      sentByRecord = false;
      const isLast = lastStep && k === clauses.length - 1;
      let rest: TaskClause | undefined;
      // Round 27: signing in said as a clause ("Sign in", "Sign in with your details", "… as X with password Y"): the page's sign-in form filled and sent (runSignIn).
      const signIn = this.stepTexts ? signInSaid(clause.text) : undefined;
      const signed = signIn ? await this.runSignIn(signIn, [...clauses.slice(k + 1).map((c) => c.text), ...this.stepTexts!.slice(index + 1)], instruction, index, last ? Date.now() : started) : undefined;
      if (signed) last = signed.last;
      if (signed?.done) continue;
      // Round 26: items said with the tab they are under ("Add a double duvet from the Household tab"): that tab's link first, then the items without it (src/parser/from-tab.ts).
      let text = clause.text;
      const tabbed = fromTab(clause.text);
      if (tabbed && (basketItems(tabbed.text) || orderItems(tabbed.text))) {
        text = tabbed.text;
        const page = await this.pageOrNone();
        const link = page ? [...new Set(taskPage(page).links ?? [])].filter((l) => l.trim().toLowerCase() === tabbed.tab.toLowerCase()) : [];
        if (link.length === 1) last = await this.runOne(program({ kind: 'action', name: 'click', element: query({ description: str(link[0]!), type: 'link' }) }), instruction, index, last ? Date.now() : started, [], false, 'the tab the items are said to be under');
      }
      // Round 20: counted items put in a basket ("Add 6 X and 4 Y to the basket"): each found on the pages and added (src/parser/basket-items.ts).
      const items = basketItems(text);
      const added = items ? await this.runBasket(items, instruction, index, started) : undefined;
      if (added) {
        last = added;
        continue;
      }
      // Round 25: counted items put in an order with no basket named ("Add 3 X to the order", "Order 2 X for collection on …"), then the checkout's values said after them (src/parser/order-items.ts).
      const order = items ? undefined : orderItems(text);
      const ordered = order ? await this.runOrder(order, instruction, index, started) : undefined;
      if (ordered) {
        last = ordered;
        continue;
      }
      const checkout = checkoutSaid(clause.text);
      const checked = checkout ? await this.runCheckout(checkout, instruction, index, last ? Date.now() : started) : undefined;
      if (checked) {
        last = checked;
        continue;
      }
      // Round 26: a day and a time slot said, set on the page's day links and slot radios, then the rest of the clause through its form (src/parser/slot-picker.ts).
      const slot = this.stepTexts ? slotSaid(clause.text) : undefined;
      const slotted = slot ? await this.runSlot(slot, clause.text, instruction, index, last ? Date.now() : started, !isLast) : undefined;
      if (slotted) {
        last = slotted;
        continue;
      }
      // Round 23: a list narrowed and ordered in one clause ("Show French red wines, cheapest first"): its filter links, then its filter form (src/parser/listing-filters.ts).
      const filtered = mayFilter(clause.text) ? await this.runFilters(clause.text, instruction, index, started) : undefined;
      if (filtered?.last) {
        last = filtered.last;
        // (Round 28: a price cap no menu took — a box for it — is left to the readings below, on the page the filters led to.)
        if (!filtered.capLeft) continue;
      }
      // Round 24: a change to a record said with its reference ("Extend hire BC1987 (surname Lowe) by 2 days"): its look-up, then its own control (src/parser/record-change.ts).
      // (Round 26: or said with no reference on a record's own page, "Change the pick-up to …": recordPageHere.)
      const here = this.stepTexts ? changeHere(clause.text) : undefined;
      const change = this.stepTexts ? recordChange(clause.text) ?? (here && (await this.onRecordPage()) ? here : undefined) : undefined;
      // (Round 26: the next clause may go on saying the change's values, "… and pick up on 27 December at 23:00": read with it when it is no change of its own.)
      // (The step splitter may have made it a step of its own: the run's next step, then.)
      const nextStep = k === clauses.length - 1 && this.stepTexts && this.stepTexts[index] === instruction ? this.stepTexts[index + 1] : undefined;
      const next = clauses[k + 1]?.text ?? nextStep;
      if (change && next && !recordChange(next) && !changeHere(next)) change.more = next;
      const changed = change ? await this.runRecord(change, instruction, index, started) : undefined;
      if (changed) {
        last = changed.event;
        // (Round 26: the change's own page sent it: nothing is left for `finish` to send — "… and save it" is not another page's button.)
        sentByRecord = !!changed.sent;
        // (Round 26: a next clause that only says to send it, "… and save it": the change's own send did.)
        const joined = changed.joined || (changed.sent && !!next && saysSend(next));
        if (joined && clauses[k + 1]) k++;
        else if (joined) this.joinedSteps.add(index + 1);
        continue;
      }
      // Round 28: an item saved to the user's list ("Save the X to my wishlist"): its page opened, then the button that names the list (src/parser/buy-flow.ts).
      const saving = this.stepTexts ? savedItem(clause.text) : undefined;
      const saved = saving ? await this.runSaved(saving, instruction, index, last ? Date.now() : started) : undefined;
      if (saved) {
        last = saved;
        continue;
      }
      // Round 28: the thing of a task said by the cells of one row of the page ("… on the Wheel taster on Saturday 5 December …"): that row's own link, then the rest through its flow (src/parser/row-flow.ts).
      const rowed = this.stepTexts ? await this.runRowFlow(clause.text, instruction, index, last ? Date.now() : started) : undefined;
      if (rowed) {
        last = rowed;
        continue;
      }
      // Round 24: an item the clause names, opened by its link (or its section's, then its own), a choice said taken by its option link, then the rest through the item's flow (src/parser/item-page.ts).
      const said = itemsSaid(clause.text);
      const opened = said ? await this.runItems(said, clause.text, instruction, index, started) : undefined;
      if (opened) {
        last = opened;
        continue;
      }
      // Round 24: a clause that only chooses, and the page shows the choice as links to itself with another query ("switch to the upper circle").
      const chose = mayChoose(clause.text) ? await this.runChoice(clause.text, instruction, index, last ? Date.now() : started) : undefined;
      if (chose) {
        last = chose;
        continue;
      }
      const may = mayReadOnPage(clause);
      // Every clause is looked at on its page: it may name a row's link or button by the row's words ("Withdraw my pending request").
      const read = await this.readOnPage({ text: clause.text, ...(programs ? { programs } : {}), last: isLast }, !may && !mayHaveButtonTail(clause) ? 'rows' : may ? 'all' : 'tail', mayNameOwners(clause.text)).catch((err: unknown) => {
        throw this.failedBefore(err, instruction, index, started);
      });
      noteOpened();
      const page = this.seenPage;
      if (read) ({ programs, rest } = read);
      if (!programs) throw this.failedBefore(clause.error ?? couldNotParse(clause.text), instruction, index, started);
      const later = [...clauses.slice(k + 1).flatMap((c) => c.programs ?? []), ...after];
      // A clause after one that filled this page of a flow may be for the next page ("…, put DATE in
      // the date box" when the date is asked after "Continue"): unsure here, the page goes on and the clause is read there.
      // (Round 22: or, after an earlier clause or step of the run filled a form that asks without changing a record — a quote, a search — and left it
      // unsent, that form's own button: "get a quote … and sort by price" sorts the quote's results, which this page does not show.)
      const onward = this.trace.length > 0 && page && this.lastActed?.url === page.url && !this.opened ? continueButton(taskPage(page)) ?? this.filledAsking(page) : undefined;
      for (const [i, p] of programs.entries()) {
        try {
          last = await this.runOne(p, instruction, index, last ? Date.now() : started, [...programs.slice(i + 1), ...later], i === 0 && !!onward);
        } catch (err) {
          if (i !== 0 || !onward) throw err;
          last = await this.onNextPage(err as RunError, onward, clause, isLast, instruction, index, later);
          break;
        }
        acted(p, last, page);
        // A click on a link to the page it was on, for words the link's name does not say: nothing was done (src/runtime/self-link.ts).
        const said = i === 0 && page && p.action.name === 'click' && p.action.element.description?.kind === 'string' ? p.action.element.description.value : undefined;
        const self = said ? selfLinkClick(page!, last, said) : undefined;
        if (self) throw this.failedBefore(new GroundingFailedError('E_LOW_CONFIDENCE', `Not sure which element "${said}" means: the best guess, the link "${self}", leads to the page already shown, so nothing of it was done`, { description: said, element: self }), instruction, index, started);
      }
      // The clause's values are for the page its action opened ("Choose the X plan on a 12-month contract").
      if (rest) {
        const then = (
          await this.readOnPage(rest, 'all', mayNameOwners(rest.text), () => {
            // The row's button opened a form on this page: the rest of the clause is for that form alone.
            noteOpened();
            return this.opened?.form;
          }).catch((err: unknown) => {
            throw this.failedBefore(err, instruction, index, started);
          })
        )?.programs;
        // Round 20: values that the opened page's form does not all take are carried on through the flow it starts (task-flow.ts), the item's own words placed.
        const flowed = !then && this.seenPage && mayFlowFrom(clause.text, programs.flatMap(clickedName)) ? await this.runFlow(clause.text, this.seenPage, instruction, index, Date.now(), flowNamed(clause.text, taskPage(this.seenPage), [...programs.flatMap(clickedName), ...headings(this.seenPage), ...(rowSaid ? [rowSaid] : [])])) : undefined;
        if (flowed) {
          last = flowed;
          continue;
        }
        if (!then) throw this.failedBefore(new StepParseError(`Could not place "${rest.text.slice(0, 80)}" on the page "${clause.text.slice(0, 60)}" opened`), instruction, index, started);
        for (const p of then) {
          last = await this.runOne(p, instruction, index, Date.now());
          acted(p, last, undefined);
        }
      }
    }
    if (lastStep && last && !sentByRecord) last = await this.finish(clauses[clauses.length - 1]!, instruction, index, last);
    return last!;
  }

  /**
   * Round 27: a sign-in said as a clause (src/parser/sign-in.ts), on the page's sign-in form
   * (src/runtime/sign-in-form.ts) — the page the run is on (an account page redirects to it), else
   * the one the page's own sign-in link opens: who signs in and the password as said, else the
   * user's own values by the boxes' names (the dictionary's keys: "email", "password"), then the
   * form's own button. The commit guard lets that press through as any other: the sentence names
   * the button by its own words ("sign in" for "Sign in"; a "Log in" button for "log in"), and a
   * page reached by the sentence's own words is not a sought page. Undefined (nothing done) when
   * no sign-in form is found, a later clause names another control of the form ("tick Remember
   * me first"), or the clause says no values and the form's boxes already hold some ("… type X as the
   * password and sign in"): the form is then the clauses' own, as before.
   */
  private async runSignIn(said: SignInSaid, later: readonly string[], instruction: string, index: number, started: number): Promise<{ last: StepEvent; done: boolean } | undefined> {
    let page = await this.pageOrNone();
    if (!page) return undefined;
    let form = signInForm(page);
    let last: StepEvent | undefined;
    if (!form) {
      const link = signInLink(taskPage(page).links ?? []);
      if (!link) return undefined;
      last = await this.runOne(program({ kind: 'action', name: 'click', element: query({ description: str(link), type: 'link' }) }), instruction, index, started, [], false, 'the sign-in form is behind the page\'s sign-in link');
      page = await this.pageOrNone();
      form = page ? signInForm(page) : undefined;
      // (The link opened no sign-in form: the clause is read on the page it opened, as any other.)
      if (!form) return { last, done: false };
    }
    // (Nor when the boxes already hold values and the clause says none: "… type X as the password and sign in" — the press is the clause's own, as before.)
    if (namesFormControl(later, form.others) || (form.filled && said.who === undefined && said.password === undefined)) return last ? { last, done: false } : undefined;
    const programs = [
      program({ kind: 'action', name: 'enter', text: said.who !== undefined ? literal(said.who) : str(form.who.toLowerCase()), element: query({ description: str(form.who), type: 'input' }) }),
      program({ kind: 'action', name: 'enter', text: said.password !== undefined ? literal(said.password) : str(form.secret.toLowerCase()), element: query({ description: str(form.secret), type: 'input' }) }),
      clickButton(form.submit),
    ];
    for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, programs.slice(i + 1), false, i === 0 ? 'signs in on the page\'s sign-in form' : undefined);
    return { last: last!, done: true };
  }

  /**
   * Round 22: the button of the form an earlier clause or step of the run (`run`) filled and left
   * unsent on `page` — the run's last actions put values into it — when that form asks without
   * changing a record (sent with GET: a quote, a search, a filter) and holds a value in each of its
   * required fields; pressed only when the next clause finds nothing sure on this page
   * (`onNextPage`). Undefined otherwise.
   */
  private filledAsking(page: PageModel): string | undefined {
    const filled = this.stepTexts ? lastValueAction(this.trace) : undefined;
    const form = filled ? unsentForm(page, filled.selector) : undefined;
    return form?.search && form.complete ? form.submit.name : undefined;
  }

  /**
   * A clause unsure on this page of a flow (its failure `err`, not yet emitted): when it found no
   * element it is sure of, the page's continue button is pressed and the clause read and run on the
   * page that follows; else `err` is the step's failure.
   */
  private async onNextPage(err: RunError, onward: string, clause: StepClause, isLast: boolean, instruction: string, index: number, later: Program[]): Promise<StepEvent> {
    const giveUp = (): never => {
      if (err.event) err.event = this.emit(err.event);
      throw this.masked(Object.assign(err, { trace: this.trace }));
    };
    if (err.code !== 'E_LOW_CONFIDENCE' && err.code !== 'E_NO_ELEMENT') giveUp();
    const before = this.seenPage?.url;
    let last = await this.runOne(clickButton(onward), instruction, index, Date.now());
    const read = await this.readOnPage({ text: clause.text, ...(clause.programs ? { programs: clause.programs } : {}), last: isLast }, 'all', mayNameOwners(clause.text));
    if (this.seenPage?.url === before) giveUp();
    const programs = read?.programs ?? clause.programs;
    if (!programs) giveUp();
    for (const [i, p] of programs!.entries()) last = await this.runOne(p, instruction, index, Date.now(), [...programs!.slice(i + 1), ...later]);
    return last;
  }

  /**
   * A task carried through its flow (src/parser/task-flow.ts): on each page the values one form
   * takes are put in and its button pressed, or the link named by the task's verb opened, until
   * every value is placed; then the button that sends with the task's verb, unless the words keep it
   * unsent. At most six pages, within the step's deadline. Undefined (nothing done) when the first
   * page holds no form that takes two of the values.
   */
  private async runFlow(text: string, first: PageModel, instruction: string, index: number, started: number, opened?: readonly string[], hold = false): Promise<StepEvent | undefined> {
    // (`opened`: the flow goes on from an item the clause's words opened — the values it says are placed, and its first page is not the flow's first.)
    const spent = new Set<string>(opened ?? []);
    const named = spent.size;
    const deadline = Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 60_000);
    let page: PageModel | undefined = first;
    let last: StepEvent | undefined;
    // (A link or button opened once is not opened again: a flow that comes back to a page it left has lost its way.)
    const pressed = new Set<string>();
    for (let n = 0; n < 6 && page && Date.now() < deadline; n++) {
      const seen = taskPage(page);
      const move = flowStep(text, seen, spent, n === 0 && !opened, !!opened);
      if (!move && n > 0) {
        // A flow that stops with values it could not place has not done the task: a typed failure, not "done".
        const left = flowLeft(text, seen, spent);
        if (left.length) throw this.failedBefore(new StepParseError(`Could not place ${left.map((v) => `"${v}"`).join(', ')} on the pages of the task's flow`), instruction, index, started);
      }
      if (!move || move.kind === 'done') break;
      if (move.kind !== 'fill' && pressed.has(move.name)) break;
      if (move.kind !== 'fill') pressed.add(move.name);
      let programs = move.kind === 'fill' ? move.programs : [move.kind === 'open' || move.kind === 'pick' ? program({ kind: 'action', name: 'click', element: query({ description: str(move.name), ...(move.kind === 'pick' ? { type: 'link' as const } : {}) }) }) : clickButton(move.name)];
      // (Round 25, `hold`: a form that posts and does not go on — "Place order" — is filled and left for the words that ask for its button.)
      if (hold && move.kind === 'confirm') break;
      const held = hold && move.kind === 'fill' ? commitsLast(programs, seen) : false;
      if (held) programs = programs.slice(0, -1);
      for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, programs.slice(i + 1), false, i === 0 ? `the task goes on through its flow (${move.kind})` : undefined);
      if (move.kind === 'fill' || move.kind === 'pick') for (const k of move.placed) spent.add(k);
      if (move.kind === 'confirm' || held) break;
      page = await this.pageOrNone();
    }
    // (A flow from an opened item that placed none of the values has not done the task: the clause's own failure stands.)
    if (opened && spent.size === named) return undefined;
    return last;
  }

  /**
   * Round 23: a list narrowed and ordered by the terms of one clause (src/parser/listing-filters.ts):
   * on each page, the link whose words the clause says, else the filter form's menus, boxes and
   * sort set and sent; at most five moves, within the step's deadline. Undefined (nothing done)
   * when the first page offers no move.
   */
  private async runFilters(text: string, instruction: string, index: number, started: number): Promise<{ last?: StepEvent; capLeft: boolean }> {
    const deadline = Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 60_000);
    const spent = new Set<string>();
    const followed = new Set<string>();
    let last: StepEvent | undefined;
    for (let n = 0; n < 5 && Date.now() < deadline; n++) {
      const page = await this.pageOrNone();
      if (!page) break;
      // (Fresh: the run has not yet set a control — a page it was taken to may hold a filter no one said.)
      const fresh = this.trace.every((e) => !e.element || e.action === 'goto');
      const move = filterStep(text, filterPage(page), spent, fresh);
      if (!move) break;
      if (move.kind === 'link' && followed.has(move.name.toLowerCase())) break;
      const programs = move.kind === 'link' ? [program({ kind: 'action', name: 'click', element: query({ description: str(move.name), type: 'link' }) })] : move.programs;
      if (move.kind === 'link') followed.add(move.name.toLowerCase());
      for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, programs.slice(i + 1), false, i === 0 ? `the list is narrowed by the words said (${move.kind})` : undefined);
      for (const k of move.placed) spent.add(k);
    }
    return { ...(last ? { last } : {}), capLeft: !!filterTerms(text).cap && !spent.has('cap:') };
  }

  /** Round 24: the items a clause names (one, or two that share their day and length), each opened and got in turn (`runItem`); the page the first was found on is where the second is looked for first. */
  private async runItems(items: readonly ItemSaid[], text: string, instruction: string, index: number, started: number): Promise<StepEvent | undefined> {
    let last: StepEvent | undefined;
    let list: string | undefined;
    for (const item of items) {
      const done = await this.runItem(item, text, instruction, index, last ? Date.now() : started, list);
      if (!done) {
        if (!last) return undefined;
        throw this.failedBefore(new StepParseError(`Could not find "${item.said}" on the site`), instruction, index, started);
      }
      last = done.last;
      list = done.list;
    }
    return last;
  }

  /**
   * Round 24: the item a clause names (src/parser/item-page.ts): its link opened (or its section's
   * link, then its own), on its page the option links the clause says followed, then the rest of the
   * clause carried through the item's flow (`runFlow` from an opened item: dates, days, count, the
   * add button). At most six moves, within the step's deadline. Undefined (nothing done) when the
   * first page offers no move; a typed failure when a section was opened and the item not found there.
   */
  private async runItem(item: ItemSaid, text: string, instruction: string, index: number, started: number, list?: string): Promise<{ last: StepEvent; list?: string } | undefined> {
    const deadline = Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 60_000);
    const progress: ItemProgress = { opened: new Set(), onItem: false, chosen: new Set() };
    const names: string[] = [];
    let last: StepEvent | undefined;
    let page: PageModel | undefined;
    let from: string | undefined;
    let back = false;
    let start: string | undefined;
    for (let n = 0; n < 7 && Date.now() < deadline; n++) {
      page = await this.pageOrNone();
      if (!page) break;
      const seen = filterPage(page);
      start ??= list ? undefined : seen.url;
      const move = itemMove(item, seen.url, titleAndHeading(page), seen.links, progress, list && !back ? seen.controls.filter((c) => c.kind !== 'text') : seen.controls);
      // (A second item: the list page the first was opened from, once, before the site's search.)
      if (!move && list && !back && !progress.onItem) {
        back = true;
        progress.moved = true;
        last = await this.runOne(program({ kind: 'action', name: 'goto', url: list }), instruction, index, last ? Date.now() : started, [], false, 'the list the earlier item was found on');
        continue;
      }
      if (!move) break;
      progress.moved = true;
      if (move.kind === 'search') {
        progress.searched = true;
        const programs = [program({ kind: 'action', name: 'enter', text: literal(move.words), element: query({ description: str(move.box), type: 'input' }) }), clickButton(move.button)];
        for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, programs.slice(i + 1), false, i === 0 ? 'the item the task names is looked for with the site search' : undefined);
        continue;
      }
      const click = program({ kind: 'action', name: 'click', element: query({ description: str(move.name), type: 'link' }) });
      if (move.kind === 'item') from = seen.url;
      last = await this.runOne(click, instruction, index, last ? Date.now() : started, [], false, `the item the task names is opened by its link (${move.kind})`);
      progress.opened.add(move.href);
      names.push(move.name);
      if (move.kind === 'item') progress.onItem = true;
      if (move.kind === 'choice') progress.chosen.add(move.key);
    }
    if (!last) return undefined;
    // (Not found where the page's links and the site's search led: the page the clause started on is shown again, and the clause left to the other readings.)
    if (!progress.onItem) {
      if (!start) throw this.failedBefore(new StepParseError(`Could not find "${item.said}" on the pages its section links`), instruction, index, started);
      await this.runOne(program({ kind: 'action', name: 'goto', url: start }), instruction, index, Date.now(), [], false, `"${item.said}" was not found: back to the page the task was on`);
      return undefined;
    }
    const found = { ...(from ? { list: from } : {}) };
    if (!item.rest && item.n === 1) return { last, ...found };
    page = await this.pageOrNone();
    if (!page) return { last, ...found };
    // (Round 29: "Buy both towel bales, gift wrapped …": a count said with "buy" on a page whose one form adds a count — the buy flow's, on to the checkout with the rest.)
    if (item.n > 1 && item.rest && BUY_VERB.test(item.verb)) {
      const early = await this.runBuy(item, page, instruction, index);
      if (early) return { last: early, ...found };
    }
    // The item's form: the day, the length and the count said, then its button (`itemForm`); else the rest of the clause through the item's flow.
    const filled = itemForm(item, formControls(page), this.options.today ?? new Date().toISOString().slice(0, 10));
    if (filled === null) throw this.failedBefore(new StepParseError(`The page of "${item.said}" does not offer what was said ("${item.rest.slice(0, 80)}"): its form was not sent`), instruction, index, started);
    if (filled) {
      for (const [i, p] of filled.entries()) last = await this.runOne(p, instruction, index, Date.now(), filled.slice(i + 1), false, i === 0 ? `the item's form takes the day, length and count said` : undefined);
      return { last, ...found };
    }
    // Round 28: "Buy <item> …": its add button, the code said into the basket's code box, then the checkout with the rest (src/parser/buy-flow.ts).
    // (Not again when it was tried above on this same page: it found nothing to do then.)
    const bought = BUY_VERB.test(item.verb) && !(item.n > 1 && item.rest) ? await this.runBuy(item, page, instruction, index) : undefined;
    if (bought) return { last: bought, ...found };
    const flowed = await this.runFlow(text, page, instruction, index, Date.now(), flowNamed(text, taskPage(page), [...names, item.said, titleAndHeading(page)]));
    return { last: flowed ?? last, ...found };
  }

  /**
   * Round 28: a task whose thing is one row of the page's table, said by its cells (src/parser/row-flow.ts
   * `rowOpener`): the row's own link clicked, then the clause carried through the pages it opens
   * (`runFlow` from an opened item, the values the row says placed). Undefined (nothing done) when no
   * one row is said; a typed failure when the row was opened and the flow placed nothing.
   */
  private async runRowFlow(text: string, instruction: string, index: number, started: number): Promise<StepEvent | undefined> {
    // (A clause with no verb first opens no row — rowOpener's own first test —: no page is read for it.)
    if (!flowVerb(text)) return undefined;
    let page = await this.pageOrNone();
    if (!page) return undefined;
    const seen = taskPage(page);
    const opener = rowOpener(text, rowsOf(page), seen.links ?? []);
    if (!opener) return undefined;
    const last = await this.runOne(program({ kind: 'action', name: 'click', element: query({ description: str(opener.name), type: 'link', in: query({ item: 1, description: str(opener.row) }) }) }), instruction, index, started, [], false, 'the row the task names is opened by its own link');
    page = await this.pageOrNone();
    if (!page) return last;
    const opened = taskPage(page);
    const placed = rowPlaced(text, opened, opener.cells);
    const flowed = await this.runFlow(text, page, instruction, index, Date.now(), [...new Set([...placed, ...flowNamed(text, opened, [...opener.cells, titleAndHeading(page)]).filter((k) => !optionSays(opened, k))])]);
    if (!flowed) throw this.failedBefore(new StepParseError(`Could not place the values of "${text.slice(0, 80)}" on the page the row's "${opener.name}" opened`), instruction, index, started);
    return flowed;
  }

  /**
   * Round 28: an item saved to the user's list (`savedItem`): the item's page opened (`runItem`), then
   * its one button whose name says the list ("Save to wishlist", a ♡ named by its aria-label).
   * Undefined (nothing done) when the item is not found; a typed failure when its page has no such button.
   */
  private async runSaved(saving: { item: string; list: string }, instruction: string, index: number, started: number): Promise<StepEvent | undefined> {
    const item = itemSaid(`open ${saving.item}`);
    if (!item) return undefined;
    const done = await this.runItem({ ...item, rest: '' }, `open ${saving.item}`, instruction, index, started);
    if (!done) return undefined;
    const page = await this.pageOrNone();
    const name = page ? saveButton(taskPage(page).buttons ?? [], saving.list) : undefined;
    if (!name) throw this.failedBefore(new StepParseError(`Opened "${item.said}", but its page has no button that saves it to the ${saving.list}`), instruction, index, started);
    return this.runOne(clickButton(name), instruction, index, Date.now(), [], false, `saves the item to the ${saving.list}`);
  }

  /**
   * Round 28: "Buy <item> …" on the item's page (src/parser/buy-flow.ts): the page's add form (the
   * count said into its quantity) sent, a code said typed into the basket's code box (the basket
   * opened by its link when the add did not show it) and its button pressed, then the checkout
   * (`runCheckout`) with the rest of what is said, its order placed: the verb buys. Undefined (nothing
   * done) when the page has no add form; a typed failure when the code or the checkout is not reached.
   */
  private async runBuy(item: ItemSaid, page: PageModel, instruction: string, index: number): Promise<StepEvent | undefined> {
    const add = addForm(formControls(page));
    if (!add) return undefined;
    const code = codeSaid(item.rest);
    const rest = code ? code.rest : item.rest;
    const programs: Program[] = [];
    if (item.n > 1) {
      if (!add.count) return undefined;
      const c = add.count;
      const option = c.kind === 'select' ? (c.options ?? []).find((o) => o.trim() === String(item.n)) : String(item.n);
      if (!option) return undefined;
      programs.push(c.kind === 'select' ? program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(option) }) : program({ kind: 'action', name: 'enter', text: literal(option), element: query({ description: str(c.label), type: 'input' }) }));
    }
    programs.push(clickButton(add.submit));
    let last: StepEvent | undefined;
    for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, Date.now(), programs.slice(i + 1), false, i === 0 ? 'buys the item: its add form' : undefined);
    if (code) {
      let seen = await this.pageOrNone();
      let box = seen ? codeBox(formControls(seen)) : undefined;
      if (!box && seen) {
        const basket = checkoutMove(taskPage(seen).links ?? [], [], false);
        if (basket?.kind === 'basket') {
          last = await this.runOne(program({ kind: 'action', name: 'click', element: query({ description: str(basket.name), type: 'link' }) }), instruction, index, Date.now(), [], false, 'the basket, for the code said');
          seen = await this.pageOrNone();
          box = seen ? codeBox(formControls(seen)) : undefined;
        }
      }
      if (!box) throw this.failedBefore(new StepParseError(`Added the item, but found no box for the code "${code.code}"`), instruction, index, Date.now());
      const typed = [program({ kind: 'action', name: 'enter', text: literal(code.code), element: query({ description: str(box.box), type: 'input' }) }), clickButton(box.submit)];
      for (const [i, p] of typed.entries()) last = await this.runOne(p, instruction, index, Date.now(), typed.slice(i + 1), false, i === 0 ? 'the code said, in the basket\'s code box' : undefined);
    }
    if (!rest.trim()) return last;
    const checked = await this.runCheckout(rest, instruction, index, Date.now(), false);
    if (!checked) throw this.failedBefore(new StepParseError(`Added the item, but found no way to the checkout for "${rest.slice(0, 80)}"`), instruction, index, Date.now());
    return checked;
  }

  /** Round 24: the option links a clause that only chooses says (`choiceSaid`), clicked one at a time, the page read again after each (at most three); undefined when the page has none that fits. */
  private async runChoice(text: string, instruction: string, index: number, started: number): Promise<StepEvent | undefined> {
    const chosen = new Set<string>();
    let last: StepEvent | undefined;
    for (let n = 0; n < 3; n++) {
      const page = await this.pageOrNone();
      if (!page) break;
      const seen = filterPage(page);
      const fit = choiceSaid(text, seen.url, seen.links, chosen);
      if (!fit) break;
      chosen.add(fit.key);
      last = await this.runOne(program({ kind: 'action', name: 'click', element: query({ description: str(fit.link.name), type: 'link' }) }), instruction, index, last ? Date.now() : started, [], false, 'the option said, one of the links that show this page with another choice');
    }
    return last;
  }

  /**
   * Round 24: a change to a record said with its reference (src/parser/record-change.ts): on each
   * page the record's own control for the verb, else its look-up form, else the link to the
   * look-up; at most six moves, within the step's deadline; done when a button of a form that posts
   * did the change. Undefined (nothing done) when the first page offers no move; a typed failure
   * when the moves stop before the change.
   */
  private async runRecord(change: RecordChange, instruction: string, index: number, started: number): Promise<{ event: StepEvent; joined?: boolean; sent?: boolean } | undefined> {
    const deadline = Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 60_000);
    const progress: RecordProgress = { lookedUp: false, opened: new Set(), peeked: new Map() };
    let last: StepEvent | undefined;
    let changing = false;
    // (Round 25: only the user's own list was opened, and no row of it is the record said: the clause goes on to the other readings from that list.)
    let listOnly = true;
    for (let n = 0; n < 6 && Date.now() < deadline; n++) {
      const page = await this.pageOrNone();
      if (!page) break;
      const move = recordStep(change, { ...recordPage(page), known: (label) => this.dictionary.closest(label)?.entry.value }, progress);
      if (!move && last && listOnly) return undefined;
      if (move && !(move.kind === 'open' && move.list)) listOnly = false;
      // (The record's change link opened a page of its own, "Change date or time": what the change says is carried through its flow, task-flow.ts.)
      if (!move && changing && change.rest) {
        const flowed = await this.runFlow(`${change.verb} ${change.rest}`, page, instruction, index, Date.now(), []);
        if (flowed) return { event: flowed };
      }
      if (!move) break;
      // Round 26: the pages several change links open are read (each opened, read, and left for the record's page again) before one is chosen.
      if (move.kind === 'peek') {
        if (!(await this.peekLinks(page, move.names, progress.peeked!))) break;
        continue;
      }
      changing = move.kind === 'open' && move.change;
      if (changing) progress.changing = true;
      const programs = move.kind === 'open' ? [program({ kind: 'action', name: 'click', element: query({ description: str(move.name), type: 'link', ...(move.row ? { in: query({ item: 1, description: str(move.row) }) } : {}) }) })] : move.programs;
      if (move.kind === 'open') progress.opened.add(move.name.toLowerCase());
      try {
        for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, programs.slice(i + 1), false, i === 0 ? `the record ${change.ref || 'said'} is changed (${move.kind})` : undefined);
      } catch (err) {
        // Nothing done yet: the clause is left to the other readings.
        if (!last) return undefined;
        throw err;
      }
      // (Round 25: a row named by its words was opened: its page is the record's, as after a look-up.)
      if (move.kind === 'lookup' || (move.kind === 'open' && move.named)) progress.lookedUp = true;
      if (move.kind === 'change' && move.final) return { event: last!, sent: true, ...(move.joined ? { joined: true } : {}) };
    }
    if (!last) return undefined;
    throw this.failedBefore(new StepParseError(`Could not ${change.verb} the record ${change.ref || 'said'}: no page showed a control that does it`), instruction, index, started);
  }

  /** Round 26: whether the page the run is on is a record's own (`recordPageHere`), where a change said with no reference (`changeHere`) is its change. */
  private async onRecordPage(): Promise<boolean> {
    const page = await this.pageOrNone();
    return !!page && recordPageHere(recordPage(page));
  }

  /**
   * Round 26: the words of the pages the record's change links `names` open (their first heading,
   * their forms' labels, options and legends), put in `peeked`: each link's address is opened and
   * read, then the record's page is opened again. Only links to pages of the same site, within the
   * read deadline; false when a page could not be read or the record's page not reached again.
   */
  private async peekLinks(page: PageModel, names: readonly string[], peeked: Map<string, string>): Promise<boolean> {
    if (!page.url) return false;
    const adapter = deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal);
    for (const name of names) {
      const hrefs = [...new Set(pageLinks(page).filter((l) => l.name === name).map((l) => l.href))];
      if (hrefs.length !== 1 || !hrefs[0] || new URL(hrefs[0]).origin !== new URL(page.url).origin) return false;
      try {
        await adapter.goto(hrefs[0]);
        const seen = await adapter.capture();
        const read = recordPage(seen);
        peeked.set(name, [read.heading ?? '', ...read.controls.flatMap((c) => [c.label, c.group ?? '', ...(c.options ?? [])])].join(' '));
      } catch (err) {
        if (this.options.signal?.aborted) throw err;
        return false;
      }
    }
    try {
      await adapter.goto(page.url);
      return true;
    } catch (err) {
      if (this.options.signal?.aborted) throw err;
      return false;
    }
  }

  /**
   * Round 26: the day and the time slot a clause says (`said`, read from `text` by src/parser/slot-picker.ts): on a page with day
   * links, the slot radio that fits (once the run chose the day, or the group's label says it), else the day
   * link that says the day, else — nothing done yet — the one link named by the clause's verb and
   * object ("Book a collection"); at most four moves, within the step's deadline. With the slot
   * chosen, the rest of the clause is carried through the page's form (`runFlow`, the day and time
   * placed; with `hold`, a committing button left unpressed). Undefined (nothing done, or only the verb's link opened, and the page shown again) when
   * no day link or slot fits; a typed failure when a day was chosen and no slot fits.
   */
  private async runSlot(said: SlotSaid, text: string, instruction: string, index: number, started: number, hold = false): Promise<StepEvent | undefined> {
    const deadline = Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 60_000);
    let last: StepEvent | undefined;
    let day = false;
    let slot = false;
    let start: string | undefined;
    for (let n = 0; n < 4 && !slot && Date.now() < deadline; n++) {
      const page = await this.pageOrNone();
      if (!page) break;
      const seen = taskPage(page);
      const links = seen.links ?? [];
      // (A slot shown disabled — full — is not offered.)
      const disabled = new Set(page.elements.filter((e) => e.tag === 'input' && e.inputType === 'radio' && e.attributes.disabled !== undefined).map((e) => e.name.trim()));
      const dayLinks = hasDayLinks(links);
      const link = dayLinks && !day ? dayLink(said, links) : undefined;
      // (Only on a slot picker — the page shows day links —; a day already chosen on arrival: the slot group's label says it. A form's own day menu and time radios are the other readings'.)
      const pick = !link && dayLinks ? slotOption(said, seen.controls, disabled, day) : undefined;
      let p: Program | undefined;
      let why = '';
      if (pick) {
        p = program({ kind: 'action', name: 'click', element: radioQuery(pick.control, pick.option, seen.controls) });
        slot = true;
        why = 'the time slot said, among those not full';
      } else if (link) {
        p = program({ kind: 'action', name: 'click', element: query({ description: str(link), type: 'link' }) });
        day = true;
        why = 'the day said, one of the page\'s day links';
      } else if (!last && !dayLinks) {
        const verb = flowVerb(text);
        const open = verb ? verbControl(seen, verb, text) : undefined;
        if (!open || !links.includes(open)) break;
        start = page.url;
        p = program({ kind: 'action', name: 'click', element: query({ description: str(open), type: 'link' }) });
        why = 'the page the task is done on, by its link';
      } else break;
      last = await this.runOne(p, instruction, index, last ? Date.now() : started, [], false, why);
    }
    if (!slot) {
      if (!last) return undefined;
      if (!day && start) {
        await this.runOne(program({ kind: 'action', name: 'goto', url: start }), instruction, index, Date.now(), [], false, 'no day or time slot there: back to the page the task was on');
        return undefined;
      }
      throw this.failedBefore(new StepParseError(`Could not choose the day and time said in "${text.slice(0, 80)}": no slot of the page fits`), instruction, index, started);
    }
    const page = await this.pageOrNone();
    if (!page) return last;
    const keys = slotPieces(text, taskPage(page).controls).map(pieceKey);
    // (`hold`: later clauses of the step may be for the same form — "…, and tell the driver \"…\"" —: its committing button is left for them and the step's end, `finish`.)
    const flowed = await this.runFlow(text, page, instruction, index, Date.now(), keys, hold);
    return flowed ?? last;
  }

  /** The page as it is now, or undefined when it cannot be read in time (an abort still ends the run). */
  private async pageOrNone(): Promise<PageModel | undefined> {
    try {
      return await deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal).capture();
    } catch (err) {
      if (this.options.signal?.aborted) throw err;
      return undefined;
    }
  }

  /**
   * Counted items put in a basket, one after the other (src/parser/basket-items.ts): on each page the
   * item's next move — its row's count and add, its row's link, its page's option and add, a search
   * for it, the list page an earlier item was found on — until it is added. At most six moves an
   * item, within the step's deadline. Undefined (nothing done) when the first page offers no move
   * for the first item; a typed failure when an item cannot be added after others were.
   */
  private async runBasket(items: readonly BasketItem[], instruction: string, index: number, started: number): Promise<StepEvent | undefined> {
    const deadline = Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 60_000);
    let last: StepEvent | undefined;
    let list: string | undefined;
    for (const item of items) {
      const progress: BasketProgress = { searched: 0, chosen: new Set(), opened: new Set() };
      let done = false;
      for (let n = 0; n < 6 && !done && Date.now() < deadline; n++) {
        const page = await this.pageOrNone();
        if (!page) break;
        // (Round 25: a grid's cards are rows too: src/runtime/card-rows.ts.)
        const seen: TaskPage = { ...taskPage(page), rows: [...rowsOf(page), ...cardRows(page)] };
        const move = basketMove(item, seen, titleAndHeading(page), progress, list !== undefined && list !== page.url, items.filter((o) => o !== item));
        if (!move) break;
        // (Round 28: the item is shown, and no option of it is the size said: a typed failure — no other reading adds it in another size.)
        if (move.kind === 'unsold') throw this.failedBefore(new StepParseError(`No option of "${item.said}" is the size said: nothing added`), instruction, index, started);
        // (The page a row was found on: the next item is looked for there again.)
        if (move.kind === 'add' || move.kind === 'open') {
          if ((seen.rows ?? []).length > 1 && page.url) list = page.url;
        }
        const programs = move.kind === 'list' ? [program({ kind: 'action', name: 'goto', url: list! })] : move.programs;
        try {
          for (const [i, p] of programs.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, programs.slice(i + 1), false, i === 0 ? `puts ${item.n} × "${item.said}" in the basket (${move.kind})` : undefined);
        } catch (err) {
          // Nothing done yet: the clause is left to the other readings.
          if (!last) return undefined;
          throw err;
        }
        if (move.kind === 'add') done = true;
      }
      if (!done) {
        if (!last) return undefined;
        throw this.failedBefore(new StepParseError(`Could not put ${item.n} × "${item.said}" in the basket: no page showed it with a way to add it`), instruction, index, started);
      }
    }
    return last;
  }

  /**
   * Round 25: counted items put in an order (src/parser/order-items.ts): each added as a basket's
   * item is (`runBasket`), then the values said after them carried through the checkout
   * (`runCheckout`). Undefined (nothing done) when the first item finds no move; a typed failure when
   * the items were added and no checkout took the values.
   */
  private async runOrder(order: OrderItems, instruction: string, index: number, started: number): Promise<StepEvent | undefined> {
    // (A page whose own form takes the count — "Order 3 digital certificates" on the certificate form, a number box whose button does not add — is the other readings'.)
    const page = await this.pageOrNone();
    if (page && taskPage(page).controls.some((c) => c.kind === 'number' && c.form !== undefined && !!c.submit && !/\b(?:add|basket|cart|bag|trolley|search|update)\b/i.test(c.submit))) return undefined;
    const added = await this.runBasket(order.items, instruction, index, started);
    if (!added || !order.rest) return added;
    const checked = await this.runCheckout(order.rest, instruction, index, Date.now());
    if (!checked) throw this.failedBefore(new StepParseError(`Added the items, but found no way to the checkout for "${order.rest.slice(0, 80)}"`), instruction, index, started);
    return checked;
  }

  /**
   * Round 25: the checkout's values (`values`: "for delivery on 12 December at 5pm for 80 guests,
   * contact …"): from the basket's page (opened by its link when the page has no way on) the one link
   * or button to the checkout, until a page shows a form of two fields or more; then the values carried
   * through its pages (`runFlow` from an opened item), the last page's committing button left to the
   * words that ask for it ("and place the order"). At most three moves. Undefined (nothing done) when
   * the page shows no way to the checkout; a typed failure when it moved and reached no checkout form.
   */
  private async runCheckout(values: string, instruction: string, index: number, started: number, hold = true): Promise<StepEvent | undefined> {
    let last: StepEvent | undefined;
    let basket = false;
    const formOf = (seen: TaskPage): boolean => {
      const byForm = new Map<number, number>();
      // (Not the site's search, nor an item's add form or a basket line's: "Add to basket", "Update".)
      for (const c of seen.controls) if (c.form !== undefined && !/\bsearch\b/i.test(`${c.label} ${c.hint ?? ''} ${c.submit ?? ''}`) && !/\b(?:add|basket|cart|bag|trolley|buy|update|remove|apply)\b/i.test(c.submit ?? '')) byForm.set(c.form, (byForm.get(c.form) ?? 0) + 1);
      return [...byForm.values()].some((n) => n >= 2);
    };
    // (Moved towards the checkout and no form reached: the values are not dropped in silence.)
    const lost = (): StepEvent | undefined => {
      if (!last) return undefined;
      throw this.failedBefore(new StepParseError(`Could not reach a checkout form for "${values.slice(0, 80)}"`), instruction, index, started);
    };
    for (let n = 0; n < 3; n++) {
      const page = await this.pageOrNone();
      if (!page) return lost();
      const seen = taskPage(page);
      if (formOf(seen)) {
        // (Collection or delivery said: its radio first — the flow reads values, not this choice of ways.)
        const method = methodOption(values, seen.controls);
        if (method) last = await this.runOne(program({ kind: 'action', name: 'click', element: query({ description: str(method) }) }), instruction, index, last ? Date.now() : started, [], false, 'chooses how the order reaches the user');
        const flowed = await this.runFlow(`check out ${checkoutValues(values)}`, page, instruction, index, last ? Date.now() : started, ['checkout'], hold);
        return flowed ?? last;
      }
      const move = checkoutMove(seen.links ?? [], seen.buttons ?? [], basket);
      if (!move) return lost();
      if (move.kind === 'basket') basket = true;
      const p = move.link ? program({ kind: 'action', name: 'click', element: query({ description: str(move.name), type: 'link' }) }) : clickButton(move.name);
      last = await this.runOne(p, instruction, index, last ? Date.now() : started, [], false, `goes on to the checkout (${move.kind})`);
    }
    return lost();
  }

  /** A form appeared after a record's own button was clicked: later clauses act in it (ties go to it), and it is sent at the end if filled. */
  private openedBy(before: PageModel, after: PageModel): void {
    const opened = openedForm(before, after);
    if (!opened) return;
    this.opened = opened;
    const first = [...opened.controls][0];
    if (first) this.lastActed = { selector: first, ...(opened.url !== undefined ? { url: opened.url } : {}) };
  }

  /**
   * The end of an instruction: a form a record's button opened and the instruction filled is sent
   * if nothing sent it ("Renew the Studio pass and set it to annual"); an instruction whose last
   * clause asks for completion ("… and confirm", "then place the order") goes on through review
   * pages while one shows the one button that completes (at most three pages).
   */
  private async finish(lastClause: StepClause, instruction: string, index: number, last: StepEvent): Promise<StepEvent> {
    const opened = this.opened;
    this.opened = undefined;
    if (opened?.filled && opened.submit) {
      const page = await this.pageOrNone();
      if (page && stillOpen(opened, page)) {
        this.lastActed = { selector: opened.submit.selector, ...(opened.url !== undefined ? { url: opened.url } : {}) };
        last = await this.runOne(clickButton(opened.submit.name), instruction, index, Date.now());
      }
    }
    // A form the instruction filled and left unsent, whose button its words ask for (src/runtime/unsent.ts).
    const filled = lastValueAction(this.trace);
    const page = filled ? await this.pageOrNone() : undefined;
    const unsent = page && filled ? unsentForm(page, filled.selector) : undefined;
    // (The words are those of the steps that filled it: "Reserve X on DATE" then "write … in the note".)
    // (Round 27: with the step that pressed the form's own button first, on the empty form — `lastValueAction`'s opener, its click on this form's submit. A click that only opened the form's page is not read: the validation set lost a task so.)
    const first = filled && unsent ? openerStep(this.trace) : undefined;
    const opener = first && first.selector === unsent!.submit.selector ? [first.step] : [];
    const words = filled ? [...opener, ...filled.steps].map((i) => this.stepTexts?.[i] ?? (i === index ? instruction : '')).join('\n') : '';
    // Only a form that holds every value said: a half-filled form is not sent.
    // (Round 17: nor a form sent with POST whose menu still shows its prompt.)
    // (Or by naming what its button sends — "Order a bin" / "Place order" — or by the heading it is under — "Leave the parcel …" / "Leave it in a safe place" — when the run set every menu of the form: a menu left at its default is a value not said.)
    const setByRun = (sel: string): boolean => this.trace.some((e) => e.status === 'ok' && e.element?.selector === sel);
    // (Round 21: or a change to the record the page shows — "Move this booking to …" — whose form's button saves: "Save changes".)
    const asked = unsent ? sendsForm(words, unsent.submit.name, unsent.search) || ((sendsByNoun(words, unsent.submit.name) || sendsByTitle(words, unsent.title)) && (unsent.menus ?? []).every(setByRun)) || (!unsent.search && sendsByChange(words, unsent.submit.name)) : false;
    // (A search's menu at its empty value means "all": only a form that changes a record is held back by it.)
    if (unsent && !(unsent.unchosen && !unsent.search) && asked && holdsAll(unsent, saidValues(words))) {
      this.lastActed = { selector: unsent.submit.selector, ...(page?.url !== undefined ? { url: page.url } : {}) };
      last = await this.runOne(clickButton(unsent.submit.name), instruction, index, Date.now(), [], false, `sends the form it filled ("${unsent.submit.name}")`);
    }
    if (!completes(lastClause.text)) return last;
    const pressed = new Set<string>();
    for (let n = 0; n < 3; n++) {
      const page = await this.pageOrNone();
      if (!page) break;
      const button = confirmButton(taskPage(page));
      const key = `${page.url ?? ''} ${button ?? ''}`;
      if (!button || pressed.has(key)) break;
      pressed.add(key);
      last = await this.runOne(clickButton(button), instruction, index, Date.now());
    }
    return last;
  }

  /**
   * The whole-task reading of a clause on the current page (its form controls, rows, buttons), or
   * undefined. `how`: the whole reading ('all'), else only a button tail ('tail') or a row's control
   * ('rows'); `owners`: try copies of a form named by whom they are for first.
   */
  private async readOnPage(clause: TaskClause, how: 'all' | 'tail' | 'rows' = 'all', owners = false, scope?: () => number | undefined): Promise<{ programs: Program[]; rest?: TaskClause } | undefined> {
    let page;
    this.seenPage = undefined;
    try {
      page = await deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal).capture();
      this.seenPage = page;
    } catch (err) {
      // An abort ends the run here; a page too slow to read leaves the clause to its programs.
      if (this.options.signal?.aborted) throw err;
      return undefined;
    }
    try {
      const form = scope?.();
      const all: TaskPage = taskPage(page);
      const controls = all.controls.filter((c) => c.form === form);
      const seen: TaskPage = form === undefined ? { ...all, rows: rowsOf(page) } : { ...all, controls, buttons: (all.buttons ?? []).filter((b) => controls.some((c) => c.submit === b)), links: [], rows: [] };
      // Copies of a form named by whom or what they are for ("2 checked bags for Ana"): read first.
      const owned = owners ? readOwnersOnPage(clause, seen) : undefined;
      if (owned) return { programs: owned };
      // "save it" while a form a record's button opened is open: that form's button.
      const send = this.opened?.submit && this.seenPage && stillOpen(this.opened, this.seenPage) ? sendOpened(clause.text, seen, this.opened.submit.name) : undefined;
      if (send) return { programs: [clickButton(send)] };
      // "review it", "go on": the one button that takes this page of a flow to the next.
      const onward = saysOnward(clause.text) ? continueButton(seen) : undefined;
      if (onward) return { programs: [clickButton(onward)] };
      // Round 22: "then choose the cheapest service": the repeated item of least price, by its own link or button.
      const ranked = rankedPick(clause.text);
      if (ranked) return { programs: ranked };
      const button = buttonNamedWhole(clause, seen);
      if (button) return { programs: button };
      const row = readRowOnPage(clause, seen);
      if (row) return row;
      // "Renew the permit for this flat": the one control that says the clause's verb and object (src/parser/verb-control.ts).
      const verbed = verbNamedControl(clause, seen);
      if (verbed) return { programs: verbed };
      // "set it to annual", "choose Damaged": the choice control offering the option (the opened form's first).
      const chosen = clause.programs ? pronounChoice(clause.programs, seen, this.opened?.form) : undefined;
      if (chosen) return { programs: chosen };
      const fitted = clause.programs ? fitFieldNames(clause.programs, seen) : undefined;
      if (how === 'rows') return fitted ? { programs: fitted } : undefined;
      const tail = await this.readButtonTail(clause, seen);
      if (tail || how === 'tail') return tail ? { programs: tail } : fitted ? { programs: fitted } : undefined;
      const programs = readTaskOnPage(clause, seen);
      if (programs) return { programs };
      return clickThenValues(clause, seen) ?? (fitted ? { programs: fitted } : undefined);
    } catch {
      return undefined;
    }
  }

  /** The deadline of one page read outside a step (a capture of the page): the step timeout, at most 15 s. */
  private readTimeoutMs(): number {
    return Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 15_000);
  }

  /**
   * A clause whose last words name a button of the page ("pick Music as the subject and search":
   * `buttonTail`): its head parsed as clauses of its own and read on the same page, then that
   * button pressed. Undefined when the clause has no such tail or its head cannot be read.
   */
  private async readButtonTail(clause: TaskClause, page: TaskPage): Promise<Program[] | undefined> {
    const tail = buttonTail(clause, page);
    const parser = this.options.parser ?? this.parser;
    if (!tail || !parser?.parseClauses) return undefined;
    const head = await parser.parseClauses(tail.head);
    const programs: Program[] = [];
    for (const c of head) {
      const read = (mayNameOwners(c.text) ? readOwnersOnPage({ text: c.text, last: false }, page) : undefined) ?? (mayReadOnPage(c) ? readTaskOnPage({ text: c.text, ...(c.programs ? { programs: c.programs } : {}), last: false }, page) : undefined);
      const p = read ?? (c.programs ? fitFieldNames(c.programs, page) ?? c.programs : undefined);
      if (!p) return undefined;
      programs.push(...p);
    }
    return [...programs, clickButton(tail.button)];
  }

  /** Whether a failed step's event is held back (see `holdFrom`): nothing was emitted since holding began. */
  private holding(): boolean {
    return this.holdFrom !== undefined && this.trace.length === this.holdFrom;
  }

  /**
   * Run `attempt`; when it fails unsure before anything was done, the page that holds its first
   * program is looked for one or two links away (src/runtime/sections.ts) and the attempt run again
   * there, after a goto that says why. In a conversation (`chat`), a click unsure here that names
   * one of the page's links by its meaning opens that link instead (and two close links are asked
   * between). Nothing found: the attempt's own failure stands, and the browser is where it was.
   */
  private async elsewhere(attempt: () => Promise<StepEvent>, first: { plan: AnyProgram | StepClause[] } | { error: unknown } | undefined, all: Program[], chat = false): Promise<StepEvent> {
    if (this.holdFrom !== undefined) return attempt();
    // Round 15: a task that changes the user's own record ("Update my email address to …") started on a page that is not the user's is done on the user's own page when one holds it by its words.
    const clause0 = first && 'plan' in first && Array.isArray(first.plan) ? first.plan[0] : undefined;
    // (Round 29: on the record or row the sentence named and the run opened — ownerAt — the step is done there: no other page is looked for;
    // its own form's fill by the fit and the flow from it stay.)
    const named = !!this.ownerAt && pageKey(await this.options.adapter.url().catch(() => undefined)) === this.ownerAt;
    const changes = !chat && !named && clause0 ? changesOwned(clause0.text) : [];
    if (changes.length && first && 'plan' in first && !this.options.signal?.aborted) {
      const adapter = deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal);
      const here = await adapter.capture().catch(() => undefined);
      // (Round 18: not when this page's own form takes the clause's values — "Switch my plan to Premium" on the page whose form has the Plan menu.)
      if (here && clause0 && !isOwnPage(here) && !formTakes(clause0, here, changes)) {
        const vectors = await defaultWordVectors(this.options.models);
        const moved = await this.seekFor(first.plan, all, adapter, vectors, changes).catch(() => undefined);
        if (moved) {
          this.lastActed = undefined;
          this.opened = moved.form;
          this.opener = undefined;
        }
      }
    }
    // Round 28: a task whose service form is on a page of its own, one nav link away under a name it does not say, and this page has no form for it:
    // that page first, so that the task's words are never typed into a site search (service-page.ts; the fit decides, else nothing is done here).
    // (Not a change to the user's own record, "Extend my violin rental by 6 more months": that is the user's own pages' — round 15, above.)
    const said = !chat && this.stepTexts && first && 'plan' in first && !changes.length ? (clause0 ? (first.plan as StepClause[]).map((c) => c.text).join(' ') : this.stepTexts[0]) : undefined;
    // (Round 29: not on a record of someone else's the run opened by its owners' names, nor for a sentence that names one — its names are no form's values.)
    const service = !!said && !changesOwned(said).length && !this.ownerAt && !ownerRecord(said);
    if (said && service && statesService(said) && !this.options.signal?.aborted) await this.toServicePage(said).catch(() => false);
    const from = (this.holdFrom = this.trace.length);
    let err: RunError;
    try {
      return await attempt();
    } catch (e) {
      err = e as RunError;
    } finally {
      this.holdFrom = undefined;
    }
    const held = this.trace.length === from;
    // (Round 28: on the service page the search opened before the attempt, where the whole-task reading gave up or was unsure between elements: the form filled by its fit, then sent.)
    if (held && said && err instanceof RussError && UNSURE.has(err.code) && this.serviceAt) {
      const filled = await this.serviceFallback(said).catch(() => undefined);
      if (filled) return filled;
    }
    // (A link in a collapsed menu grounds but cannot be clicked: hidden. A click's section is then opened by its address.)
    const hidden = err instanceof RussError && err.code === 'E_ELEMENT_NOT_ACTIONABLE' && /hidden/i.test(err.message);
    // (A task's first clause the page could not read asks for its values: on the page of its form it is read.)
    // (So does one the parser left to the page, with no program of its own: the page it fails on is not its form's.)
    const unread = err instanceof RussError && !!clause0 && mayReadOnPage(clause0) && (/^E_DIALOGUE_(?:UNAVAILABLE|NO_ANSWER)$/.test(err.code) || !clause0.programs);
    // (Elements of this page that match equally well are a question about this page, not a sign of another one.)
    // (In a conversation any tie is asked about: the user is there to say which.)
    const tied = err instanceof RussError && /several different elements match equally well/.test(err.message) && (chat || Number(err.details?.score ?? 0) >= DEFAULT_MIN_SCORE);
    // (A step with no words of its own cannot be looked for elsewhere.)
    const head0 = first && 'plan' in first ? (Array.isArray(first.plan) ? first.plan[0]?.programs?.[0] : programsOf(first.plan)[0]) : undefined;
    const wordless = !unread && !hidden && (!head0 || programWords([head0]).length === 0);
    // (Round 15: a task about the user's own record — "my booking" — that this page could not do, whatever the reason, is looked for on the user's own pages.)
    const owned = !chat && clause0 ? ownedWords(clause0.text) : [];
    const ownFail = owned.length > 0 && err instanceof RussError && OWN_RETRY.has(err.code);
    if (held && !named && (!tied || ownFail) && (!wordless || ownFail) && err instanceof RussError && (UNSURE.has(err.code) || hidden || unread || ownFail) && first && 'plan' in first && !this.options.signal?.aborted) {
      // (A section named in the user's words is read on the opening turn only: later turns name what the page shows.)
      // (A failure that is not unsure — a value the element it found cannot take — is looked for on the user's own pages only.)
      const ownOnly = ownFail && !(UNSURE.has(err.code) || hidden || unread);
      // Round 28: a one-sentence task whose service form is on a page of its own, one nav link away under a name it does not say: the page whose form fits it clearly best (service-page.ts).
      // (A plan the parser gave as programs, not clauses: the step's own text; the fit decides.)
      if (!ownOnly && !hidden && said && service && (UNSURE.has(err.code) || unread)) {
        if ((!clause0 || mayReadOnPage(clause0) || isTaskClause(said)) && (await this.toServicePage(said).catch(() => false))) {
          this.lastActed = undefined;
          this.opened = undefined;
          this.opener = undefined;
          const mark = this.trace.length;
          try {
            return await attempt();
          } catch (e) {
            const again = this.trace.length === mark && e instanceof RussError && UNSURE.has(e.code) ? await this.serviceFallback(said).catch(() => undefined) : undefined;
            if (again) return again;
            throw e;
          }
        }
      }
      const found = await this.toSection(first.plan, all, chat && from === 0, hidden ? (err.event?.element?.name ?? '') : undefined, chat, ownOnly, owned).catch(() => undefined);
      if (found && 'event' in found) return found.event;
      if (found && 'moved' in found) {
        this.lastActed = undefined;
        this.opened = found.form;
        this.opener = undefined;
        return attempt();
      }
      if (found && 'error' in found) err = Object.assign(found.error, err.event ? { event: err.event } : {});
    }
    // Round 17: a one-clause task that nothing did — no page one or two links away holds all its values — started on a page whose
    // form holds its goal's values: carried through its flow, page by page (src/parser/task-flow.ts). The browser is where it was.
    const only = first && 'plan' in first && Array.isArray(first.plan) && first.plan.length === 1 ? first.plan[0] : undefined;
    if (held && !chat && only && mayFlow(only.text) && err instanceof RussError && !this.options.signal?.aborted) {
      const page = await deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal).capture().catch(() => undefined);
      const flowed = page ? await this.runFlow(only.text, page, err.event?.instruction ?? only.text, err.event?.index ?? 0, Date.now()) : undefined;
      if (flowed) return flowed;
    }
    if (held && err.event) err.event = this.emit(err.event);
    throw this.masked(Object.assign(err, { trace: this.trace }));
  }

  /**
   * Round 28: on the page the service search opened (`serviceAt`), the form it chose filled by the
   * fit's own reading (service-form.ts `servicePrograms`: every value said placed, or undefined) and
   * sent; each program a step of its own, the commit guard holding as for any step there.
   */
  private async serviceFallback(text: string): Promise<StepEvent | undefined> {
    const at = this.serviceAt;
    if (!at || this.options.signal?.aborted) return undefined;
    const page = await deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal).capture();
    if (pageKey(page.url) !== at.key) return undefined;
    const programs = servicePrograms(text, taskPage(page), at.form);
    if (!programs) return undefined;
    this.serviceAt = undefined;
    let last: StepEvent | undefined;
    const index = this.trace.length ? this.trace[this.trace.length - 1]!.index : 0;
    for (const [i, p] of programs.entries()) last = await this.runOne(p, this.stepTexts?.[0], index, Date.now(), programs.slice(i + 1));
    return last;
  }

  /**
   * Round 29: the record of someone else's the step names by its owners' names, opened: this page when it is that
   * record (its heading holds the names), else the page's search by name (a GET form whose box says it finds people
   * or the record's kind) with the names as said, then the one result whose link holds every name. Each a goto that
   * says why; the record is a sought page (the commit guard holds there). False, the browser back where it was, when
   * no search by name or no single result.
   */
  private async toOwnerRecord(owner: OwnerRecord): Promise<boolean> {
    const adapter = deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal);
    const here = await adapter.capture();
    if (isRecordOf(here, owner.people)) {
      this.ownerAt = pageKey(here.url);
      return true;
    }
    const allowed = this.options.allowedOrigins;
    const start = here.url;
    let moved = false;
    for (const said of [owner.said, owner.people[0]!]) {
      const search = nameSearchUrl(here, said, owner.noun, allowed);
      if (!search) break;
      await this.gotoFor(search, `the page's search by name finds "${said}"`);
      moved = true;
      const results = await adapter.capture();
      let record: PageModel | undefined = isRecordOf(results, owner.people) ? results : undefined;
      const link = record ? undefined : recordLink(results, owner.people);
      if (link) {
        await this.gotoFor(link, `the result that names ${owner.people.map((p) => `"${p}"`).join(' and ')}`);
        record = await adapter.capture();
      }
      if (record) {
        this.ownerAt = pageKey(record.url);
        this.sought.add(this.ownerAt);
        return true;
      }
    }
    // (No single record: back where the run was.)
    if (moved && start) await this.gotoFor(start, 'no single record names them: back where the run was').catch(() => undefined);
    return false;
  }

  /** Round 29: the page of a row said by its id, opened through its link (and the nav page that lists it); false, nothing done, when no single link names it. The page is a sought one. */
  private async toRowPage(row: NonNullable<ReturnType<typeof rowIdSaid>>, text: string): Promise<boolean> {
    const adapter = deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal);
    const allowed = this.options.allowedOrigins;
    const found = await seekRowLink({ adapter, row, ...(allowed ? { allowedOrigins: allowed } : {}), deadline: Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 15_000) });
    if (!found) return false;
    if (found.via) await this.gotoFor(found.via.url, `the page "${found.via.name}" lists ${row.noun} ${row.id}`);
    await this.gotoFor(found.url, `the link of ${row.noun} ${row.id}`);
    this.sought.add(pageKey(found.url));
    this.ownerAt = pageKey(found.url);
    // (The row's own form that the sentence fits, as a service page's: filled by that fit where the whole-task reading gives up there.)
    const page = await adapter.capture().catch(() => undefined);
    const fit = page ? serviceFit(text, taskPage(page)) : undefined;
    if (page && fit) this.serviceAt = { key: pageKey(page.url), form: fit.form };
    return true;
  }

  /** Round 28: the page one nav link away whose form clearly fits the sentence best, opened (a goto that says why); false when none does. The page is a sought one: the commit guard holds there. */
  private async toServicePage(text: string): Promise<boolean> {
    const adapter = deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal);
    const allowed = this.options.allowedOrigins;
    const found = await seekServicePage({ adapter, text, ...(allowed ? { allowedOrigins: allowed } : {}), deadline: Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 20_000) });
    if (!found) return false;
    const why = found.fit ? `the form of the page "${found.link.name}" (${found.fit.submit ? `"${found.fit.submit}"` : 'its form'}) takes what the sentence says` : `the page "${found.link.name}" has the row the sentence names ("${found.row}")`;
    await this.gotoFor(found.link.url, why);
    this.sought.add(pageKey(found.page.url));
    // (Round 29: a page taken for its row: the row's own link and its flow are the attempt's — runRowFlow —, no form of this page is filled by the fit.)
    this.serviceAt = found.fit ? { key: pageKey(found.page.url), form: found.fit.form } : undefined;
    return true;
  }

  /** The section a step names, or the page one or two links away on which its first program grounds; see `elsewhere`. */
  private async toSection(plan: AnyProgram | StepClause[], all: Program[], opening: boolean, hiddenName?: string, chat = opening, ownOnly = false, owned: readonly string[] = []): Promise<{ event: StepEvent } | { moved: true; form?: OpenedForm | undefined } | { error: RussError } | undefined> {
    const vectors = await defaultWordVectors(this.options.models);
    const adapter = deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal);
    const allowed = this.options.allowedOrigins;
    const clause = Array.isArray(plan) ? plan[0] : undefined;
    const head = Array.isArray(plan) ? clause?.programs?.[0] : programsOf(plan)[0];
    const hidden = hiddenName !== undefined;
    // Round 15: a clause about the user's own record ("my booking": `owned`, its words, read once by `elsewhere`) is looked for on the user's own pages first.
    if (owned.length) {
      const moved = await this.seekFor(plan, all, adapter, vectors, owned);
      if (moved) return moved;
    }
    if (ownOnly) return undefined;
    if ((opening || hidden) && head?.action.name === 'click') {
      // The hidden element grounding found names its link; else the click's own words.
      const words = hiddenName ? contentWords(hiddenName) : programWords([head]);
      // A section named by a turn: every word of the click's must mean the link's.
      const links = rankSections(await adapter.capture(), words, vectors, allowed, undefined, !hidden, true);
      const { best, close } = clearSection(links);
      if (best) return { event: await this.gotoFor(best.url, `the link "${best.name}" means "${words.join(' ')}"`) };
      if (close.length > 1) {
        if (!hidden) return { error: new GroundingFailedError('E_LOW_CONFIDENCE', `Not sure which section "${words.join(' ')}" means: ${close.map((l) => `"${l.name}"`).join(' or ')}`, { candidates: close.map((l) => ({ name: l.name, score: l.score })) }) };
      }
    }
    // In a conversation an unsure step asks (the user is there to say which); only a run looks for another page.
    if (hidden || chat) return undefined;
    return this.seekFor(plan, all, adapter, vectors);
  }

  /** The page one or two links away that holds the step's first program (and most of the others); `owned`: through the user's own pages only (sections.ts). */
  private async seekFor(plan: AnyProgram | StepClause[], all: Program[], adapter: Adapter, vectors: Awaited<ReturnType<typeof defaultWordVectors>>, owned?: readonly string[], minFit = 1): Promise<{ moved: true; form?: OpenedForm | undefined } | undefined> {
    const allowed = this.options.allowedOrigins;
    const clause = Array.isArray(plan) ? plan[0] : undefined;
    const head = Array.isArray(plan) ? clause?.programs?.[0] : programsOf(plan)[0];
    // A step unsure on a page with a form of its own may be unsure about that form: another page must then hold its element by its words (not only a field of its value's kind).
    // (On the user's own pages, reached by what the step says is theirs, a field of the value's kind is evidence enough.)
    const strict = !owned?.length && holdsForm(await adapter.capture());
    const ground = this.options.ground ?? (await (this.ground ??= defaultGround(this.options.models)));
    const grounds = async (): Promise<number> => {
      let programs = head ? [head] : [];
      if (clause) {
        const read = await this.readOnPage({ text: clause.text, ...(clause.programs ? { programs: clause.programs } : {}), last: false }, mayReadOnPage(clause) ? 'all' : 'rows', mayNameOwners(clause.text));
        if (read?.programs.length) programs = read.programs;
      }
      const p = programs.find((x) => isElementAction(x.action));
      if (!p) return 0;
      // (On the user's own pages a page that holds the element by its words beats one that holds a field of its value's kind.)
      if (!owned?.length) return (await groundsHere(p, located, strict)) ? 1 : 0;
      const a = p.action as { element?: { description?: unknown } };
      // (A click there — the record page's "Pause" link — counts less than a field that takes the step's value one link further.)
      if (a.element?.description && p.action.name !== 'click' && (await groundsHere(p, located, true, true))) return 2;
      return (await groundsHere(p, located, false, true)) ? 1 : 0;
    };
    // The page that holds the first program is the one that holds most of the others too (by their words).
    const located = { adapter, dialogue: {}, dictionary: this.dictionary, options: { ...this.options, ground } };
    const others = all.filter((p) => p !== head && isElementAction(p.action)).slice(0, 4);
    const fit = async (): Promise<number> => {
      const g = await grounds();
      // (`minFit` 2: only a page that holds the first program's element by its words.)
      if (!g || g < minFit) return 0;
      let n = g;
      for (const p of others) if (await groundsHere(p, located, true)) n++;
      return n;
    };
    const words = { first: programWords(head ? [head] : all.slice(0, 1)), all: programWords(all) };
    const found = await seekPage({ adapter, words, vectors, fit, ...(allowed ? { allowedOrigins: allowed } : {}), deadline: Date.now() + Math.min(this.options.timeout ?? DEFAULT_TIMEOUT, 20_000), probes: 8, ...(owned?.length ? { owned, our: /\bour\s+\p{L}/iu.test(this.stepTexts?.join(' ') ?? '') } : {}) });
    if (!found) return undefined;
    const whose = owned?.length ? ` (your ${owned.join(' ')})` : '';
    for (const [i, link] of found.path.entries()) await this.gotoFor(link.url, i === found.path.length - 1 ? `the page "${link.name}" holds what the step acts on${whose}` : `on the way to the page that holds what the step acts on${whose}`);
    // (Round 25: a page found by the search, not reached by the sentence's words, is guarded — unless it is the user's own, reached by what the sentence says is theirs.)
    if (!owned?.length) this.sought.add(pageKey(found.page.url));
    // The one form of the user's own page the search opened is that record's: once filled, it is sent at the end (as a record's own button's form is).
    return owned?.length ? { moved: true, form: openedForm({ ...found.page, url: `${found.page.url ?? ''}#from`, elements: [] }, found.page, true) } : { moved: true };
  }

  /**
   * A conversation with context: `await chat.say("Can you search winter jacket?")`, then
   * `await chat.say("Click the first one")` — each turn parsed with the turns before it in view
   * and run in the current browser state (docs/conversation.md).
   */
  conversation(): Conversation {
    return this.converse(this.options.sendFilledForms ?? true);
  }

  /** A conversation on this Russ; `sendFilledForms`: whether a turn that fills a POST form in whole sends it. */
  private converse(sendFilledForms: boolean): Conversation {
    return new Conversation({
      // Between turns the conversation reads the page (its address, tabs, elements): each read has its deadline and ends on abort.
      adapter: deadlineAdapter(this.options.adapter, this.readTimeoutMs(), this.options.signal),
      // What the conversation says between steps (a question, "Okay.") waits for the host no longer than a step's dialogue does.
      dialogue: deadlineDialogue(this.options.dialogue ?? {}, this.options.dialogueTimeout ?? this.options.timeout ?? DEFAULT_TIMEOUT, this.options.signal),
      dictionary: this.dictionary,
      // The word vectors grounding uses: what a question about the page compares its words with.
      parser: { parse: (instruction) => this.toProgram(instruction), wordVectors: () => defaultWordVectors(this.options.models) },
      // A step unsure on this page may name a section of the site, or be for a page one link away (sections.ts).
      // (A question's read looks on this page only: it never opens another.)
      execute: (program, later, answer) =>
        answer
          ? this.runOne(program, undefined, this.answering ?? this.trace.length, Date.now(), [...(later ?? [])], false, undefined, true)
          : this.elsewhere(() => this.runProgram(program, undefined, this.answering ?? this.trace.length, Date.now(), [...(later ?? [])]), { plan: program }, [program, ...(later ?? [])], true),
      ...(this.options.today ? { today: this.options.today } : {}),
      sendFilledForms,
    });
  }

  /** Execute a program or sequence (AST or ThingTalk text) as a step. */
  async execute(program: AnyProgram | string, index = this.trace.length): Promise<StepEvent> {
    const p = typeof program === 'string' ? readThingTalk(program) : program;
    if (!p) throw new StepParseError(`Not a ThingTalk program: ${String(program).slice(0, 80)}`);
    return this.runProgram(p, undefined, index, Date.now());
  }

  /** Run each program of the step in order (one event each, all with the step's index); resolves with the last event. */
  private async runProgram(program: AnyProgram, instruction: string | undefined, index: number, started: number, after: Program[] = []): Promise<StepEvent> {
    let last: StepEvent | undefined;
    const all = programsOf(program);
    for (const [i, p] of all.entries()) last = await this.runOne(p, instruction, index, last ? Date.now() : started, [...all.slice(i + 1), ...after]);
    return last!;
  }

  /** One program as a step event; `deferFailure`: a failure's event is left for the caller to emit (it may try another page first). */
  /** `answer`: the step answers a question (StepContext.answer). */
  private async runOne(program: Program, instruction: string | undefined, index: number, started: number, later: Program[] = [], deferFailure = false, reason?: string, answer = false): Promise<StepEvent> {
    const previous = this.lastActed;
    const following = followingSteps(later);
    const ground = this.options.ground ?? (await (this.ground ??= defaultGround(this.options.models)));
    try {
      const event = await executeStep(program, {
        adapter: this.options.adapter,
        dialogue: this.options.dialogue ?? {},
        dictionary: this.dictionary,
        options: { ...this.options, ground },
        instruction,
        index,
        ...(previous ? { previous } : {}),
        ...(following.length ? { following } : {}),
        ...(answer ? { answer } : {}),
        ...((this.sought.size && this.stepTexts) || this.asking ? { guard: { sentence: (this.stepTexts ?? [instruction ?? '']).join(' \n '), sought: (url: string | undefined) => this.sought.has(pageKey(url)), ...(this.asking ? { asking: true } : {}) } } : {}),
      });
      event.durationMs = Date.now() - started;
      if (reason) event.reason = reason;
      if (event.element?.selector) this.lastActed = { selector: event.element.selector, ...(event.url !== undefined ? { url: event.url } : {}) };
      return this.emit(event);
    } catch (err) {
      const e = err as RunError;
      if (e.event) {
        e.event.durationMs = Date.now() - started;
        if (deferFailure || this.holding()) throw e;
        e.event = this.emit(e.event);
      }
      throw this.masked(Object.assign(e, { trace: this.trace }));
    }
  }

  private async toProgram(instruction: string): Promise<AnyProgram> {
    const direct = readThingTalk(instruction);
    if (direct) return direct;
    const parser = this.options.parser ?? (this.parser ??= defaultParser(this.options.models));
    try {
      return await parser.parse(instruction);
    } catch (err) {
      throw couldNotParse(instruction, err);
    }
  }

  /** A thrown error as hosts see it: secrets masked in its message, stack, details, event and trace. */
  private masked<E>(error: E): E {
    return maskError(error, this.dictionary.secrets());
  }

  /** Every event leaves through here, masked (a secret learned late is masked in later events too). */
  private emit(raw: StepEvent): StepEvent {
    const event = ordered(maskDeep(raw, this.dictionary.secrets()));
    this.trace.push(event);
    for (const l of this.listeners) {
      try {
        l(event);
      } catch {
        // A host's listener must not break the run.
      }
    }
    return event;
  }
}

/** A page's address without its fragment: the page the guard knows (round 25). */
function pageKey(url: string | undefined): string {
  return (url ?? '').replace(/#.*$/, '');
}

/**
 * Whether a form of `page` of two fields or more takes the clause's values by the whole-task
 * reading, one of them into the field its owned words name ("my plan": the Plan menu).
 */
function formTakes(clause: StepClause, page: PageModel, owned: readonly string[]): boolean {
  if (!mayReadOnPage(clause)) return false;
  try {
    const seen = { ...taskPage(page), rows: rowsOf(page) };
    const programs = readTaskOnPage({ text: clause.text, ...(clause.programs ? { programs: clause.programs } : {}), last: false }, seen);
    const named = (programs ?? []).filter((p) => p.action.name === 'enter' || p.action.name === 'select').map((p) => (p.action as { element?: { description?: { kind: string; value?: string } } }).element?.description?.value ?? '');
    const control = seen.controls.find((c) => named.includes(c.label) && owned.some((w) => c.label.toLowerCase().split(/[^\p{L}]+/u).includes(w.toLowerCase())));
    return !!control && seen.controls.filter((c) => c.form === control.form).length >= 2;
  } catch {
    return false;
  }
}

/** The name a click program says (its element's description). */
function clickedName(p: Program): string[] {
  const d = p.action.name === 'click' ? p.action.element.description : undefined;
  return d?.kind === 'string' ? [d.value] : [];
}

/** A page's title and its first visible h1 (its name, else its text), as the basket and item readings compare them with what was said. */
function titleAndHeading(page: PageModel): string {
  const h1 = page.elements.find((e) => e.tag === 'h1' && e.visible !== false);
  return `${page.title ?? ''} ${h1?.name || h1?.text || ''}`;
}

/** The texts of a page's visible main headings (h1, h2). */
function headings(page: PageModel): string[] {
  return page.elements.filter((e) => (e.tag === 'h1' || e.tag === 'h2') && e.visible !== false).map((e) => (e.text || e.name).trim()).filter(Boolean).slice(0, 4);
}

/** A step written directly in ThingTalk (surface `@…` or NN `now => …` / `let …`), else undefined. */
export function readThingTalk(text: string): AnyProgram | undefined {
  const t = text.trim();
  if (t.startsWith('@')) return readSurface(t);
  if (/^(now\s*=>|let\s+param:)/.test(t)) return fromNNSyntax(t);
  return undefined;
}

/** The error of a text the parser could not read: the parser's own typed error as it is, else a `StepParseError` naming the text. */
function couldNotParse(text: string, err?: unknown): RussError {
  if (err instanceof RussError) return err;
  return new StepParseError(`Could not parse "${text.slice(0, 80)}"${err === undefined ? '' : `: ${(err as Error)?.message ?? err}`}`);
}

/** The element steps of later programs as grounding sees them (at most four: a tie looks only a little ahead). */
function followingSteps(later: Program[]): FollowingStep[] {
  const out: FollowingStep[] = [];
  for (const p of later) {
    if (out.length >= 4) break;
    if (!isElementAction(p.action)) continue;
    out.push({ query: queryToGround(p.action)[0]!, action: p.action.name, hints: actionHints(p.action) });
  }
  return out;
}

/** Round 24: a page as the record reading sees it (src/parser/record-change.ts): its words, controls, forms and links. */
function recordPage(page: PageModel): RecordPage {
  const els = page.elements;
  const forms = els.filter((e) => e.tag === 'form');
  const info: RecordForm[] = forms.map((f, k) => {
    const inside = els.filter((e) => e.visible !== false && isAncestor(page, f.index, e.index));
    return {
      index: k,
      posts: formMethod(f) === 'post',
      buttons: [...new Set(inside.filter((e) => isSubmitButton(e) && e.name.trim()).map((e) => e.name.trim()))],
      required: inside.filter((e) => ['input', 'select', 'textarea'].includes(e.tag) && 'required' in e.attributes && e.inputType !== 'hidden').map((e) => e.name.trim()),
    };
  });
  const text = [page.title ?? '', ...els.filter((e) => e.visible !== false && e.text).map((e) => e.text)].join(' ');
  const links = [...new Set(els.filter((e) => e.visible !== false && e.tag === 'a' && e.name.trim() && e.attributes.href).map((e) => e.name.trim()))];
  // (Round 26: the labels of disabled radios and boxes — a full slot — and the first heading.)
  const disabled = els.filter((e) => e.visible !== false && e.tag === 'input' && (e.inputType === 'radio' || e.inputType === 'checkbox') && 'disabled' in e.attributes).map((e) => e.name.trim());
  const h1 = els.find((e) => e.visible !== false && e.tag === 'h1');
  const hrefs: Record<string, string> = {};
  const many = new Set<string>();
  for (const { name, href } of pageLinks(page)) {
    if (!href) continue;
    if (hrefs[name] !== undefined && hrefs[name] !== href) many.add(name);
    hrefs[name] = href;
  }
  for (const name of many) delete hrefs[name];
  return { url: page.url ?? '', text, controls: formControls(page), forms: info, links, rows: rowsOf(page), disabled, hrefs, ...(h1 ? { heading: (h1.text || h1.name).trim() } : {}) };
}

/** Round 23: the page as the listing-filter reading sees it (also round 24's item reading): its form controls and its links, their addresses resolved. */
function filterPage(page: PageModel): FilterPage {
  return { url: page.url ?? '', controls: formControls(page), links: pageLinks(page) };
}

/** The page's visible links that have a name and an address: the name trimmed, the address resolved ('' when it cannot be). */
function pageLinks(page: PageModel): Array<{ name: string; href: string }> {
  return page.elements
    .filter((e) => e.visible !== false && e.tag === 'a' && e.name.trim() && e.attributes.href)
    .map((e) => {
      try {
        return { name: e.name.trim(), href: new URL(e.attributes.href ?? '', page.url ?? undefined).href };
      } catch {
        return { name: e.name.trim(), href: '' };
      }
    });
}

/** Round 25: whether a fill's last program presses the button of a form that posts and does not go on ("Place order", not "Continue"). */
function commitsLast(programs: readonly Program[], seen: TaskPage): boolean {
  const p = programs.at(-1);
  const d = p && p.action.name === 'click' && isElementAction(p.action) ? p.action.element.description : undefined;
  const name = d?.kind === 'string' ? d.value : undefined;
  return !!name && seen.controls.some((c) => c.submit === name && c.posts) && !tokens(name).some((w) => ONWARD_WORDS.has(w));
}
