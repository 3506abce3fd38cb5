/**
 * A conversation with context: `const chat = russ.conversation(); await chat.say("Can you search
 * winter jacket?")`. Each turn is parsed in the formal dialogue state (src/parser/context.ts) and
 * its programs run, through the same executor as `russ.run`, in the current browser state. After
 * each turn the page is observed: the list of repeated items it shows, the item the user opened.
 *
 * A turn never guesses: when the parse is unsure, or the element is, the turn asks the user
 * (status `asked`, the question in `said`, and through `dialogue.say` when the host has one).
 */
import { RussError } from '../errors.js';
import { groundQuery } from '../grounding/ground.js';
import { isAncestor } from '../grounding/score.js';
import { repeatedGroups, repeatedItems, type RepeatedItem } from '../grounding/repeated.js';
import { emptyDialogueState, isSearchBox, isValueFilter, parseInContext, samePage, type DialogueState, type SeenControl, type SentenceParser, type TurnPlan } from '../parser/context.js';
import { isElementAction, program, query, str, type Program } from '../thingtalk/ast.js';
import { printSurface } from '../thingtalk/index.js';
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, formMethod, inChrome, isSubmitButton } from '../page/tree.js';
import type { TaskPage } from '../parser/task-reading.js';
import { unmarked } from '../parser/turn-marks.js';
import { answerLookedAt } from '../parser/asked.js';
import { LOOK_MOST, lookDeeper, weakAnswer } from '../parser/look-ahead.js';
import type { Adapter } from './adapter.js';
import type { Dialogue } from './dialogue.js';
import type { UserDictionary } from './dictionary.js';
import type { StepEvent } from './types.js';
import { confirmsLetGo, formCompleted, formToSend, refusedFields } from './page-form.js';

export type TurnStatus = 'done' | 'nothing' | 'asked' | 'failed';

export interface TurnResult {
  utterance: string;
  /** done: its programs ran; nothing: an acknowledgement; asked: the user was asked instead of guessing; failed: a step failed. */
  status: TurnStatus;
  /** The steps it ran (trace events). */
  steps: StepEvent[];
  /** What the assistant said to the user this turn. */
  said: string[];
  error?: { code: string; message: string };
}

/** How a conversation reaches the SDK (a Russ gives it these). */
export interface ConversationHost {
  adapter: Adapter;
  dialogue: Dialogue;
  dictionary: UserDictionary;
  parser: SentenceParser;
  /**
   * `later`: the turn's steps after this one (a tie between alike fields of two forms goes to the form a later step surely acts in).
   * `answer`: the step answers a question (a read on this page only, of a value labelled with the words asked; see StepContext.answer).
   */
  execute(program: Program, later?: readonly Program[], answer?: boolean): Promise<StepEvent>;
  /** The day relative dates are read against ("YYYY-MM-DD"; the Russ option `today`). */
  today?: string;
  /** Whether a POST form a turn filled in whole is sent (the Russ option `sendFilledForms`; default true). */
  sendFilledForms?: boolean;
}

/** The state keeps the last few executed turns and lists; references reach back that far. */
const KEEP = 8;

/** Longest text a turn's change is read from (a paragraph, not a whole section). */
const MAX_READ_TEXT = 200;

/** How many value forms (round 20) the conversation keeps, latest last. */
const MAX_VALUE_FORMS = 6;

/** How deep a turn's commands may split into commands of their own (a turn of parts whose parts have parts…). */
const MAX_PART_DEPTH = 4;

/** Round 24: how long a question may spend opening other pages to find its answer (ms), beside each goto's own deadline. */
const LOOK_DEADLINE_MS = 8000;

/** A command's text as the turn's parts are compared: spaces, case and the closing stop aside. */
const partKey = (text: string): string => text.replace(/\s+/g, ' ').trim().replace(/[.!?]+$/, '').toLowerCase();

/**
 * Whether running `parts` inside the commands `within` (their partKey texts, outermost first) would
 * go round: a part is one of those commands again, or the parts nest deeper than MAX_PART_DEPTH.
 */
export function leadsBack(parts: readonly string[], within: readonly string[]): boolean {
  return within.length >= MAX_PART_DEPTH || parts.some((part) => within.includes(partKey(part)));
}

/** Codes that mean "not sure which element": the turn asks instead of failing. */
const UNSURE = new Set(['E_LOW_CONFIDENCE', 'E_NO_ELEMENT', 'E_GROUND_NOT_FOUND']);

export class Conversation {
  /** The formal dialogue state the next turn is parsed in. */
  readonly state: DialogueState = emptyDialogueState();
  readonly turns: TurnResult[] = [];
  /** The texts of the page last observed, to tell what a turn changed on it. */
  private shown?: { url: string; texts: Set<string> };
  /** Round 29: the words of the turn being run, as said (its parts run under them): the turn its choices are remembered with. */
  private saying = '';

  constructor(private readonly host: ConversationHost) {
    if (host.today) this.state.today = host.today;
  }

  /** One user turn: parse it in the dialogue state, run it, observe the page. */
  async say(typed: string): Promise<TurnResult> {
    // What the user typed never carries the marks of the parser's own turn parts (src/parser/turn-marks.ts).
    const utterance = unmarked(typed);
    if (this.state.visited.length === 0) await this.observe();
    const result: TurnResult = { utterance, status: 'done', steps: [], said: [] };
    this.saying = utterance;
    const before = this.state.controls ?? [];
    const from = await this.host.adapter.url().catch(() => '');
    await this.act(utterance, result);
    // Round 18: a booking's or a checkout step's form the turn filled in whole is sent (src/runtime/page-form.ts).
    if (result.status === 'done' && this.host.sendFilledForms !== false) await this.sendCompleted(result, before, from);
    // Round 19: a cancel whose click only opened the site's "are you sure?" page, which asks nothing more, is confirmed (src/runtime/page-form.ts);
    // a send the user did not name, so the host's choice as the forms filled in whole are.
    if (result.status === 'done' && this.host.sendFilledForms !== false) await this.confirmLetGo(result, from);
    this.turns.push(result);
    // Every turn's words, whatever it did: values said in a turn that asked or failed are still the user's (the form sent later takes them).
    const said = (this.state.said ??= []);
    said.push(utterance);
    if (said.length > KEEP * 2) said.shift();
    return result;
  }

  /**
   * Parse one utterance (or one command of a turn) in the state and run it, into `result`. `within`:
   * the commands of this turn already being run, that this one is a part of (their texts, trimmed and
   * lower-cased). A command whose parts hold one of them again would run the same steps round and
   * round (go to a list, find nothing there, go to a list…): the turn asks instead, as it does when it
   * is not sure of an element; so it does past MAX_PART_DEPTH.
   */
  private async act(utterance: string, result: TurnResult, within: readonly string[] = []): Promise<void> {
    let plan: TurnPlan;
    // A question asked last turn is answered (or dropped) by this one.
    const pending = this.state.pending;
    this.state.pending = undefined;
    try {
      plan = await parseInContext(utterance, { ...this.state, pending }, this.host.parser);
    } catch (err) {
      plan = { kind: 'ask', question: `Sorry, I could not understand that (${(err as Error).message}).` };
    }
    await this.perform(plan, utterance, result, within);
  }

  /** Run a plan the parser read from `utterance` (or one command of a turn), into `result`. */
  private async perform(plan: TurnPlan, utterance: string, result: TurnResult, within: readonly string[]): Promise<void> {
    if (plan.kind === 'look') {
      await this.look(plan, utterance, result, within);
    } else if (plan.kind === 'parts' && leadsBack(plan.parts, within)) {
      result.status = 'asked';
      result.error = { code: 'E_STEP_PARSE', message: `The turn's commands lead back to a command already being run ("${utterance.trim().slice(0, 80)}"): stopped instead of repeating its steps` };
      await this.tell(result, 'I am not sure what you mean on this page. Could you say which one (its name or where it is)?');
    } else if (plan.kind === 'parts') {
      // Several commands in one turn: each in the state the one before it left; the first that
      // asks or fails ends the turn. Commands that only remark leave the turn's status as it is.
      let any = false;
      for (const part of plan.parts) {
        const sub: TurnResult = { utterance: part, status: 'done', steps: [], said: [] };
        await this.act(part, sub, [...within, partKey(part)]);
        result.steps.push(...sub.steps);
        result.said.push(...sub.said);
        if (sub.status === 'asked' || sub.status === 'failed') {
          result.status = sub.status;
          if (sub.error) result.error = sub.error;
          return;
        }
        if (sub.status === 'done') any = true;
      }
      result.status = any ? 'done' : 'nothing';
    } else if (plan.kind === 'nothing') {
      result.status = 'nothing';
      await this.tell(result, plan.reply);
    } else if (plan.kind === 'ask') {
      result.status = 'asked';
      await this.tell(result, plan.question);
    } else {
      for (const [key, value] of Object.entries(plan.values ?? {})) this.host.dictionary.set(key, value);
      const from = await this.host.adapter.url().catch(() => '');
      let programs = plan.programs;
      const start = result.steps.length;
      for (let k = 0; k < programs.length; k++) {
        const p = programs[k]!;
        try {
          const step = await this.host.execute(p, programs.slice(k + 1), plan.unfound !== undefined && p.action.name === 'read');
          result.steps.push(step);
          if (step.output) result.said.push(step.output);
        } catch (err) {
          const e = err as RussError & { event?: StepEvent };
          const code = e instanceof RussError ? e.code : 'E_ACTION_FAILED';
          if (plan.unfound !== undefined && (UNSURE.has(code) || code === 'E_NO_VALUE') && p.action.name === 'read') {
            // A question's reading found nothing it is sure of on this page: say so, never guess.
            result.status = 'nothing';
            await this.tell(result, plan.unfound);
            break;
          }
          if (UNSURE.has(code) && plan.otherwise && programs !== plan.otherwise && sameSteps(programs, plan.otherwise, k)) {
            // This step found nothing it is sure of and did nothing; the other reading agrees with
            // the steps done so far: go on with the other reading from here.
            programs = plan.otherwise;
            k--;
            continue;
          }
          if ((UNSURE.has(code) || code === 'E_DIALOGUE_UNAVAILABLE') && plan.rescue && programs !== plan.rescue && result.steps.length === start) {
            // Nothing done yet, and no reading is sure of its element (or the step wants a value the
            // user never gave): the page action the parser's turn ranker was sure of, from the start.
            programs = plan.rescue;
            k = -1;
            continue;
          }
          // Round 19: an action whose element is not on a page the run opened in a new tab (a menu,
          // a spec sheet read beside the page it came from): the turn, read again on the tab under it.
          if (UNSURE.has(code) && isElementAction(p.action) && result.steps.length === start && k === 0 && (await this.backToOpener())) {
            await this.act(utterance, result, within);
            return;
          }
          if (e.event) result.steps.push(e.event);
          result.error = { code, message: e.message };
          if (UNSURE.has(code)) {
            result.status = 'asked';
            const choices = candidateNames(e.details);
            if (choices.length && isElementAction(p.action)) this.state.pending = { programs: programs.slice(k), choices };
            await this.tell(
              result,
              choices.length
                ? `I am not sure what you mean on this page. Do you mean "${choices[0]}"?${choices.length > 1 ? ` Or ${choices.slice(1).map((c) => `"${c}"`).join(', ')}?` : ''}`
                : `I am not sure what you mean on this page. Could you say which one (its name or where it is)?`,
            );
          } else {
            result.status = 'failed';
            await this.tell(result, `Sorry, that did not work: ${e.message}`);
          }
          break;
        }
      }
      // Round 16: choices changed in a form that shows this page again, which the page did not send itself: send it (src/runtime/page-form.ts).
      const submit = result.status === 'done' ? formToSend(result.steps.slice(start), this.state.controls ?? []) : undefined;
      if (submit && (await this.host.adapter.url().catch(() => '')) === from) {
        const send = program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) });
        try {
          result.steps.push(await this.host.execute(send));
          programs = [...programs, send];
        } catch {
          // The choices stay made; the form is left unsent.
        }
      }
      // Round 17: a form's submit button pressed, and the page stayed where it was with fields the browser will not send: nothing was sent.
      // The page checkSent captured (the browser still on it, nothing done since) is the page observed.
      const captured = result.status === 'done' ? await this.checkSent(result, start, from) : undefined;
      if (result.status === 'done') {
        this.remember(utterance, programs, from, result.steps.slice(start));
        // What the assistant read or answered with this turn (none when it only acted): what "open that" means next.
        this.state.replied = result.steps.slice(start).map((s) => s.output).filter((o): o is string => typeof o === 'string' && o.trim() !== '').slice(0, 5);
        // What a question was about ("what does the flex fare cost?"): "pick that" next means it.
        if (plan.about) this.state.topic = plan.about;
        else delete this.state.topic;
      }
      await this.observe(from, programs, captured);
    }
  }

  /**
   * Round 24: a question whose answer may be on another page of the site (src/parser/look-ahead.ts).
   * Its reading on this page runs first; when what it said is weak (nothing, or only link names), the
   * pages the parser ranked are opened in turn — same origin, GET, at most LOOK_MOST, within
   * LOOK_DEADLINE_MS — and the first whose statements answer the question is where the run stays,
   * with that answer said. None: the run goes back to the page it was on and keeps what it said there.
   */
  private async look(plan: Extract<TurnPlan, { kind: 'look' }>, utterance: string, result: TurnResult, within: readonly string[]): Promise<void> {
    const here: TurnResult = { utterance, status: 'done', steps: [], said: [] };
    await this.perform(plan.here, utterance, here, within);
    const keep = () => {
      result.steps.push(...here.steps);
      result.said.push(...here.said);
      result.status = here.status;
      if (here.error) result.error = here.error;
    };
    // (A question the page holds nothing sure for — "which one do you mean?" — is weak too; a failed step is not looked past.)
    const unsure = here.status === 'asked' && !!here.error && UNSURE.has(here.error.code);
    if (!unsure && ((here.status !== 'done' && here.status !== 'nothing') || !weakAnswer(here.said, this.state))) return keep();
    const from = await this.host.adapter.url().catch(() => '');
    let origin: string;
    try {
      origin = new URL(from).origin;
    } catch {
      return keep();
    }
    const until = Date.now() + LOOK_DEADLINE_MS;
    const steps: StepEvent[] = [];
    let moved = false;
    for (const url of plan.urls.slice(0, LOOK_MOST)) {
      if (Date.now() > until) break;
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        continue;
      }
      if (target.origin !== origin) continue;
      const go = program({ kind: 'action', name: 'goto', url: target.href });
      try {
        steps.push(await this.host.execute(go));
      } catch {
        continue;
      }
      moved = true;
      await this.observe(from, [go]);
      // A page that links the place the question names ("the Harbour Quay shop" on the stores' list): its own page, one step more.
      const deeper = lookDeeper(plan.question, this.state);
      let answer = deeper ? undefined : answerLookedAt(plan.question, this.state);
      if (deeper && Date.now() <= until && new URL(deeper).origin === origin) {
        const step = program({ kind: 'action', name: 'goto', url: deeper });
        try {
          steps.push(await this.host.execute(step));
          await this.observe(from, [step]);
          answer = answerLookedAt(plan.question, this.state);
        } catch {
          // The list stays; the next page is looked at.
        }
      }
      if (!answer) continue;
      const say = program({ kind: 'action', name: 'say', text: answer });
      const told = await this.host.execute(say);
      result.steps.push(...here.steps, ...steps, told);
      if (told.output) result.said.push(told.output);
      result.status = 'done';
      delete result.error;
      this.state.pending = undefined;
      this.remember(utterance, [go, say], from);
      return;
    }
    if (moved) {
      // Nothing looked at answers it: back to the page the question was asked on.
      const back = program({ kind: 'action', name: 'goto', url: from });
      try {
        await this.host.execute(back);
      } catch {
        // The run stays where the last look left it; the next turn observes it.
      }
      await this.observe(undefined, [back]);
    }
    keep();
  }

  /**
   * Round 17: whether the turn's last step, a click on a form's submit button, sent the form. When the
   * page is still where it was before that click and the form holds fields the browser refuses to
   * send (src/runtime/page-form.ts), the turn failed (`E_NOT_SENT`), and the user is asked for
   * those fields by their labels, instead of hearing it was done. Returns the page it captured, if any.
   */
  private async checkSent(result: TurnResult, start: number, from: string): Promise<PageModel | undefined> {
    const steps = result.steps.slice(start);
    const last = steps[steps.length - 1];
    if (!last || last.action !== 'click' || !last.element?.name) return;
    const before = steps.length > 1 ? steps[steps.length - 2]!.url : from;
    const now = await this.host.adapter.url().catch(() => '');
    if (!now || now !== (before ?? from)) return;
    const page = await this.host.adapter.capture().catch(() => undefined);
    const fields = page ? refusedFields(page, { id: last.element.targetId ?? last.element.id, name: last.element.name }) : [];
    if (!fields.length) return page;
    const list = fields.slice(0, 4).map((f) => `"${f}"`);
    const named = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}` : list[0]!;
    result.status = 'failed';
    result.error = { code: 'E_NOT_SENT', message: `The form was not sent: ${named} ${fields.length > 1 ? 'are' : 'is'} missing or not valid` };
    await this.tell(result, `I could not send it yet: the form needs ${named}. What should I put ${fields.length > 1 ? 'in them' : 'there'}?`);
    return page;
  }

  /**
   * Round 18: when the turn only typed and chose values and gave a POST form every value it asks
   * for, each empty before (`formCompleted`), its submit button is pressed, as the user would
   * after saying the whole form; a send the browser refuses fails the turn (`checkSent`). A click
   * that fails leaves the form filled and unsent, the turn done.
   */
  private async sendCompleted(result: TurnResult, before: readonly SeenControl[], from: string): Promise<void> {
    const now = await this.host.adapter.url().catch(() => '');
    if (!now || now !== from) return;
    const submit = formCompleted(result.steps, before, this.state.controls ?? []);
    if (!submit) return;
    await this.press(result, submit, now, true);
  }

  /**
   * Round 19: when the turn's last step clicked a control that lets something go ("Cancel") and it
   * opened a page whose one POST form asks nothing and whose one button says the same verb ("Yes,
   * cancel it"), that button is pressed (`confirmsLetGo`): the user who said to cancel has said yes.
   * A page that asks for something more (a reason) is left for the user to answer.
   */
  private async confirmLetGo(result: TurnResult, from: string): Promise<void> {
    const last = result.steps[result.steps.length - 1];
    if (!last || last.status !== 'ok' || last.action !== 'click' || !last.element?.name) return;
    const before = (result.steps.length > 1 ? result.steps[result.steps.length - 2]!.url : undefined) ?? from;
    const now = await this.host.adapter.url().catch(() => '');
    if (!now || now === before) return;
    const page = await this.host.adapter.capture().catch(() => undefined);
    const submit = page ? confirmsLetGo(page, last.element.name, true) : undefined;
    if (!submit) return;
    await this.press(result, submit, now, false);
  }

  /**
   * Presses the submit button named `submit` for the turn (a send the user did not name: rounds 18
   * and 19 above), on the page at `now`. `checked`: a send the browser refuses fails the turn
   * (`checkSent`). A click that fails leaves the page as it is and the turn done; a press that went
   * through is added to the turn's programs, and the page is observed.
   */
  private async press(result: TurnResult, submit: string, now: string, checked: boolean): Promise<void> {
    const send = program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) });
    const start = result.steps.length;
    try {
      result.steps.push(await this.host.execute(send));
    } catch {
      return;
    }
    const captured = checked ? await this.checkSent(result, start, now) : undefined;
    const last = this.state.executed[this.state.executed.length - 1];
    if (last && result.status === 'done') last.programs = [...last.programs, send];
    await this.observe(now, [send], captured);
  }

  private async tell(result: TurnResult, text: string): Promise<void> {
    result.said.push(text);
    try {
      await this.host.dialogue.say?.(text);
    } catch {
      // The host's say must not break the conversation.
    }
  }

  /**
   * What the turn changed on the page: texts that appeared on it (a message, a new total),
   * messages (role alert/status) first, at most three; on a page the turn opened, its main heading.
   * When the host moved the browser itself (no turn), the last turn's changes stay while the page is the same.
   */
  private noteChanges(url: string, page: PageModel, afterTurn: boolean): void {
    const shown = page.elements.filter((e) => e.visible !== false && e.text && e.text.length <= MAX_READ_TEXT);
    const before = this.shown;
    this.shown = { url, texts: new Set(shown.map((e) => e.text)) };
    if (!afterTurn) {
      if (!before || !samePage(before.url, url)) this.state.changed = [];
      return;
    }
    if (!before || !samePage(before.url, url)) {
      const heading = shown.find((e) => e.tag === 'h1');
      this.state.changed = heading ? [heading.text] : [];
      return;
    }
    const fresh = shown.filter((e) => !before.texts.has(e.text));
    const messages = fresh.filter((e) => e.role === 'alert' || e.role === 'status' || e.tag === 'output');
    this.state.changed = [...new Set([...messages, ...fresh].map((e) => e.text))].slice(0, 3);
  }

  /**
   * Round 19: when the run is on a tab it opened (not the first), move it to the tab before it and
   * observe that page; false (nothing moved) otherwise. Each call moves to a lower tab, so a turn
   * read again after it does so a bounded number of times.
   */
  private async backToOpener(): Promise<boolean> {
    const adapter = this.host.adapter;
    if (!adapter.tabs || !adapter.switchTab) return false;
    const tabs = await adapter.tabs().catch(() => []);
    const at = tabs.findIndex((t) => t.current);
    if (at <= 0) return false;
    try {
      await adapter.switchTab(at - 1);
    } catch {
      return false;
    }
    await this.observe();
    return true;
  }

  /** The open tabs (when the adapter exposes them) and the tab the run was on before. */
  private async observeTabs(): Promise<void> {
    if (!this.host.adapter.tabs) return;
    const tabs = await this.host.adapter.tabs().catch(() => []);
    const was = this.state.tabs.findIndex((t) => t.current);
    const now = tabs.findIndex((t) => t.current);
    if (tabs.length < this.state.tabs.length) this.state.previousTab = undefined;
    else if (was >= 0 && now >= 0 && was !== now) this.state.previousTab = was;
    this.state.tabs = tabs.map((t) => ({ url: t.url, title: t.title, current: t.current }));
  }

  private remember(utterance: string, programs: Program[], url?: string, steps: readonly StepEvent[] = []): void {
    this.state.executed.push({ utterance, programs, ...(url ? { url } : {}) });
    if (this.state.executed.length > KEEP) this.state.executed.shift();
    // Round 29: the choices the turn made in forms, with the turn's words as said, and where (a send later on that page puts back any the page lost: src/parser/carry-send.ts `placedAtSend`).
    // (Choices only — a menu's option, a radio, a box ticked —: never a typed value, which may be a secret.)
    // (A button pressed on a page sent, or let go, the choices made there so far: they are not put back later.)
    const placed = (this.state.placed ??= []);
    let at = url ?? '';
    for (const s of steps) {
      const before = at;
      if (s.url) at = s.url;
      const el = s.element;
      if (s.status === 'ok' && s.action === 'click' && el && (el.tag === 'button' || (el.tag === 'input' && /^(?:submit|button|image)$/i.test(el.type ?? '')))) {
        for (let i = placed.length - 1; i >= 0; i--) if (placed[i]!.url === before) placed.splice(i, 1);
        continue;
      }
      const name = el?.name;
      if (s.status !== 'ok' || !s.url || !name || (s.action !== 'select' && s.action !== 'choose' && s.action !== 'check')) continue;
      placed.push({ utterance: this.saying || utterance, url: s.url, action: s.action, element: name, ...(s.action === 'select' && s.value !== undefined ? { value: s.value } : {}) });
    }
    while (placed.length > KEEP * 2) placed.shift();
  }

  /**
   * Record the current page in the state: its URL, the list of repeated items it shows, and, when
   * the turn left a list for one of its items, that the item was opened. Also call it after the
   * host moved the browser itself.
   */
  async observe(from?: string, programs: Program[] = [], captured?: PageModel): Promise<void> {
    const url = await this.host.adapter.url().catch(() => '');
    if (!url) return;
    const visited = this.state.visited;
    if (visited[visited.length - 1] !== url) visited.push(url);
    if (visited.length > KEEP * 4) visited.shift();
    let page = captured;
    try {
      page ??= await this.host.adapter.capture();
    } catch {
      return;
    }
    this.state.searchNames = searchNames(page);
    this.state.controls = formControls(page);
    // The page's repeated items, found once: its main list (the heaviest group) and every row.
    const groups = repeatedGroups(page);
    const items = groups[0] ?? [];
    // The page as the whole-task reading sees it (its buttons, links, items): the same reading reads turns too.
    this.state.page = taskPage(page, this.state.controls, items);
    // The search form seen: a search said on a page without one goes back to it. A page whose
    // address has no query shows the form fresh (a results page shows it filled with the last
    // search), so it is kept before one that has.
    if (this.state.controls.some(isSearchBox) && (!this.state.searchForm || !new URL(url).search || new URL(this.state.searchForm.url).search)) {
      this.state.searchForm = { url, controls: this.state.controls };
    }
    // Round 20: the value forms seen (a GET form with menus, choices or typed fields and a button):
    // a request whose values one of them takes goes back to it (src/parser/form-values.ts `formElsewhere`).
    if (this.state.controls.some(isValueFilter)) {
      const path = new URL(url).pathname;
      const forms = (this.state.valueForms ??= []);
      const at = forms.findIndex((f) => new URL(f.url).pathname === path);
      // A page's address without a query shows its form fresh: kept before one that has.
      if (at < 0 || !new URL(url).search || new URL(forms[at]!.url).search) {
        if (at >= 0) forms.splice(at, 1);
        forms.push({ url, controls: this.state.controls });
        if (forms.length > MAX_VALUE_FORMS) forms.shift();
      }
    }
    const heading = page.elements.find((e) => e.tag === 'h1' && e.visible !== false && e.text.trim())?.text.replace(/\s+/g, ' ').trim().slice(0, 80);
    if (heading) this.state.heading = heading;
    else delete this.state.heading;
    this.state.amounts = pageTexts(page, /[$€£]\s?\d/, MAX_AMOUNTS, 100);
    this.state.facts = pageTexts(page, /\d/, MAX_FACTS, 160);
    const framed = new Set<string>();
    this.state.texts = pageBlocks(page, MAX_TEXTS, 200, framed);
    if (framed.size) this.state.framed = [...framed];
    else delete this.state.framed;
    this.state.grids = gridsOf(page);
    const pages = (this.state.pages ??= []);
    const title = heading ?? page.title?.trim();
    if (title && pages[pages.length - 1]?.url !== url) pages.push({ url, title });
    if (pages.length > KEEP * 4) pages.shift();
    this.noteChanges(url, page, from !== undefined);
    await this.observeTabs();
    this.state.rows = groups.flat().slice(0, 100).map((i) => {
      const title = i.title ?? i.text.slice(0, 80);
      // The row's own controls (its "Refill", "Cancel booking"), not its title's link.
      const actions = [...new Set(controlsIn(page, i.element).filter((n) => n !== title))].slice(0, 6);
      return { title, text: i.text.slice(0, 200), actions, ...(i.href ? { url: absolute(i.href, url) } : {}) };
    });
    // Round 17: the buttons one can press (a grid of slots shows its taken ones disabled).
    this.state.buttonsOn = page.elements
      .filter((e) => e.visible !== false && (e.tag === 'button' || e.role === 'button') && e.attributes.disabled === undefined && e.attributes['aria-disabled'] !== 'true' && e.name.trim())
      .slice(0, 300)
      .map((e) => e.name.trim().slice(0, 80));
    // Round 16: the page's links with where they lead (what the one result a narrowed list left is told by: src/parser/only-result.ts).
    this.state.links = page.elements
      .filter((e) => e.visible !== false && e.tag === 'a' && e.attributes.href !== undefined && e.name.trim())
      .slice(0, 300)
      .map((e) => ({ name: e.name.trim().slice(0, 80), url: absolute(e.attributes.href!, url) ?? '' }))
      .filter((l) => l.url);
    const lists = this.state.lists;
    if (items.length >= 1) {
      const at = lists.findIndex((l) => l.url === url);
      if (at >= 0) lists.splice(at, 1);
      const bare = items.every((i) => i.text.replace(/\s+/g, ' ').trim() === (i.title ?? '').replace(/\s+/g, ' ').trim());
      lists.push({ url, items: items.map((i) => ({ name: i.text.slice(0, 80), ...(i.title ? { title: i.title } : {}), ...(i.href ? { url: absolute(i.href, url) } : {}) })), ...(bare ? { bare } : {}) });
      if (lists.length > KEEP) lists.shift();
    }
    // Without the turn's start page (the host moved the browser), the page before this one.
    const previous = from ?? visited[visited.length - 2];
    const source = previous ? lists.find((l) => l.url === previous) : undefined;
    // A search that lands on a page a list also linked to (a popular destination) opened no item.
    const searched = programs.some((p) => p.action.name === 'enter');
    const opened = searched ? undefined : source?.items.find((i) => i.url && sameItem(i.url, url));
    const openedByProgram = programs.some((p) => p.action.name === 'goto' && this.state.opened.some((o) => o.url && samePage(o.url, url)));
    if (opened) this.state.opened.push(opened);
    else if (openedByProgram) this.state.opened.push(this.state.opened.find((o) => o.url && samePage(o.url, url))!);
    if (this.state.opened.length > KEEP) this.state.opened.shift();
  }
}

/**
 * Round 24: the page's visible tables whose first row is all header cells, as grids (at most 5 tables,
 * 40 rows each): the header row's texts, then each row's cells in order. Cells spanning several
 * columns are not told apart (a grid with them reads shifted; the readers check the row's length).
 */
function gridsOf(page: PageModel): Array<{ columns: string[]; rows: string[][] }> {
  const els = page.elements;
  const out: Array<{ columns: string[]; rows: string[][] }> = [];
  const text = (e: PageElement) => fullText(page, e).replace(/\s+/g, ' ').trim().slice(0, 80);
  for (const table of els) {
    if (table.tag !== 'table' || table.visible === false) continue;
    const trs: PageElement[] = [];
    // (Rows in the table itself or its thead / tbody / tfoot, not in a table inside a cell.)
    const walk = (i: number, depth: number): void => {
      const e = els[i];
      if (!e || depth > 2 || e.tag === 'table') return;
      if (e.tag === 'tr') trs.push(e);
      else e.children.forEach((c) => walk(c, depth + 1));
    };
    table.children.forEach((c) => walk(c, 0));
    if (trs.length < 2) continue;
    const cells = (tr: PageElement) => tr.children.map((i) => els[i]!).filter((c) => c.tag === 'td' || c.tag === 'th');
    const head = cells(trs[0]!);
    if (head.length < 2 || head.some((c) => c.tag !== 'th')) continue;
    out.push({ columns: head.map(text), rows: trs.slice(1, 41).map((tr) => cells(tr).map(text)) });
    if (out.length >= 5) break;
  }
  return out;
}

/**
 * The names of the page's search: its text field (name, placeholder) and the button beside it,
 * found by the same queries a search turn grounds (src/parser/context.ts).
 */
function searchNames(page: PageModel): string[] {
  try {
    const field = groundQuery(query({ type: 'input' }), page, { selector: false }).element;
    const button = groundQuery(query({ type: 'button', right_of: query({ type: 'input' }) }), page, { selector: false }).element;
    return [field.name, field.attributes.placeholder ?? '', button.name].filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The page as the whole-task reading (src/parser/task-reading.ts) sees it: its form controls, the
 * names of its visible buttons and links, its repeated items' texts, its password fields. One
 * description for `Russ.run`'s clauses and the conversation's turns.
 */
export function taskPage(page: PageModel, controls: SeenControl[] = formControls(page), repeated: RepeatedItem[] = repeatedItems(page)): TaskPage {
  const buttons = page.elements.filter((e) => e.visible !== false && (e.tag === 'button' || (e.tag === 'input' && /^(?:submit|button|image)$/.test(e.inputType ?? '')) || e.role === 'button') && e.name.trim()).map((e) => e.name.trim());
  const links = page.elements.filter((e) => e.visible !== false && (e.tag === 'a' || e.role === 'link') && e.name.trim()).map((e) => e.name.trim());
  const items = repeated.map((i) => i.text.slice(0, 200));
  const secrets = page.elements.filter((e) => e.visible !== false && e.tag === 'input' && e.inputType === 'password').map((e) => e.name.trim() || 'password');
  return { controls, buttons, links, items, secrets };
}

/**
 * The page's table rows and list items that hold a link or button: their cells' texts (a list
 * item's own text) and the names of their links and buttons ("Withdraw" in the row that says
 * "Pending"). At most 60. `TaskPage.rows`, for `Russ.run`'s row reading (a turn does not read them).
 */
export function rowsOf(page: PageModel): Array<{ cells: string[]; controls: string[]; counts?: string[]; menus?: Array<{ name: string; options: string[] }> }> {
  const els = page.elements;
  const out: Array<{ cells: string[]; controls: string[]; counts?: string[]; menus?: Array<{ name: string; options: string[] }> }> = [];
  for (const e of els) {
    if (out.length >= 60) break;
    if (e.visible === false || (e.tag !== 'tr' && e.tag !== 'li')) continue;
    const controls = controlsIn(page, e);
    if (!controls.length) continue;
    // A table cell that holds the row's own links or buttons says nothing about the row; a list item's text without them does.
    const holds = (c: string): boolean => controls.some((n) => ` ${c.toLowerCase()} `.includes(` ${n.toLowerCase()} `));
    const cells = e.tag === 'tr'
      ? e.children.map((i) => els[i]!).filter((c) => (c.tag === 'td' || c.tag === 'th') && c.visible !== false).map((c) => fullText(page, c).replace(/\s+/g, ' ').trim()).filter((c) => !holds(c))
      : [controls.reduce((t, n) => t.split(n).join(' '), fullText(page, e)).replace(/[\s·|•–-]+$/u, '').replace(/\s+/g, ' ').trim()];
    // Round 20: the row's own count boxes (a number box, a menu of bare counts), by name: a shop's card with its own "Qty".
    const counts = countsIn(page, e);
    // Round 28: the row's own menus of options that are not counts ("Option for <product>": "12.5kg — £19.00"), by name.
    const menus = menusIn(page, e);
    out.push({ cells: cells.filter(Boolean), controls, ...(counts.length ? { counts } : {}), ...(menus.length ? { menus } : {}) });
  }
  return out;
}

/** The names of the count controls inside an element: number boxes and menus whose options are bare numbers. */
function countsIn(page: PageModel, root: PageElement): string[] {
  const out: string[] = [];
  const walk = (e: PageElement, depth: number): void => {
    if (depth > 12 || e.visible === false || out.length > 4) return;
    const options = (e.options ?? []).filter((o) => /\S/.test(o));
    const menu = e.tag === 'select' && options.length > 1 && options.every((o) => /^\s*\d{1,3}\s*$/.test(o));
    if ((e.tag === 'input' && e.inputType === 'number') || menu) out.push(e.name.trim() || 'quantity');
    else e.children.forEach((i) => walk(page.elements[i]!, depth + 1));
  };
  walk(root, 0);
  return out;
}

/** The menus inside an element whose options are not bare counts: their names and options (at most four). */
function menusIn(page: PageModel, root: PageElement): Array<{ name: string; options: string[] }> {
  const out: Array<{ name: string; options: string[] }> = [];
  const walk = (e: PageElement, depth: number): void => {
    if (depth > 12 || e.visible === false || out.length > 3) return;
    const options = (e.options ?? []).filter((o) => /\S/.test(o));
    if (e.tag === 'select') {
      if (options.length > 1 && e.name.trim() && !options.every((o) => /^\s*\d{1,3}\s*$/.test(o))) out.push({ name: e.name.trim(), options });
    } else e.children.forEach((i) => walk(page.elements[i]!, depth + 1));
  };
  walk(root, 0);
  return out;
}

/** The names of the links and buttons inside an element (a row's own controls). */
function controlsIn(page: PageModel, root: PageElement): string[] {
  const out: string[] = [];
  const walk = (e: PageElement, depth: number): void => {
    if (depth > 12 || e.visible === false) return;
    if ((e.tag === 'a' || e.tag === 'button' || e.role === 'button' || e.role === 'link') && e.name.trim()) out.push(e.name.trim());
    else e.children.forEach((i) => walk(page.elements[i]!, depth + 1));
  };
  walk(root, 0);
  return out;
}

/** Most amounts, facts and texts the state keeps of a page. */
const MAX_AMOUNTS = 12;
const MAX_FACTS = 20;
const MAX_TEXTS = 60;

/** The whole text of an element, its children's in document order ("With Jonas Berg (profile opens in a new tab)"). */
function fullText(page: PageModel, e: PageElement, depth = 0): string {
  if (e.text || !e.children.length || depth > 8) return e.text ?? '';
  return e.children.map((i) => page.elements[i]!).filter((c) => c.visible !== false && !['select', 'option', 'textarea', 'script'].includes(c.tag)).map((c) => fullText(page, c, depth + 1)).filter(Boolean).join(' ');
}

/**
 * What a table cell or a definition says it is (its header): the row's header cell ("Total" for
 * "$38.00"), else the column's header in the table's first row ("People" for "3 people"), or a
 * definition's term; undefined for other elements.
 */
function headerOf(page: PageModel, e: PageElement): string | undefined {
  const els = page.elements;
  let cell: PageElement | undefined = e;
  for (let k = 0; cell && k < 3 && cell.tag !== 'td' && cell.tag !== 'dd'; k++) cell = cell.parent !== undefined ? els[cell.parent] : undefined;
  if (!cell || cell.parent === undefined) return undefined;
  const row = els[cell.parent]!;
  if (cell.tag === 'dd') {
    const before = row.children.slice(0, row.children.indexOf(cell.index)).map((i) => els[i]!).reverse().find((x) => x.tag === 'dt');
    return before ? fullText(page, before) : undefined;
  }
  const rowHeader = row.children.map((i) => els[i]!).find((x) => x.tag === 'th');
  if (rowHeader) return fullText(page, rowHeader) || undefined;
  // The column's header: the cell at the same place in the table's first row of header cells.
  let table: PageElement | undefined = row;
  for (let k = 0; table && table.tag !== 'table' && k < 3; k++) table = table.parent !== undefined ? els[table.parent] : undefined;
  if (!table) return undefined;
  const rows: PageElement[] = [];
  const collect = (x: PageElement) => x.children.map((i) => els[i]!).forEach((c) => (c.tag === 'tr' ? rows.push(c) : ['thead', 'tbody', 'tfoot'].includes(c.tag) ? collect(c) : undefined));
  collect(table);
  const head = rows.find((r) => r.children.length && r.children.every((i) => els[i]!.tag === 'th'));
  const at = row.children.filter((i) => ['td', 'th'].includes(els[i]!.tag)).indexOf(cell.index);
  const th = head && at >= 0 ? els[head.children[at]!] : undefined;
  return th ? fullText(page, th) || undefined : undefined;
}

/** An element's text with what it is, when the page says it in a header: "Total: $38.00", "People: 3 people". */
function labelled(page: PageModel, e: PageElement, text: string): string {
  const header = headerOf(page, e)?.replace(/\s+/g, ' ').trim();
  return header && !text.toLowerCase().startsWith(header.toLowerCase()) ? `${header}: ${text}` : text;
}

/** Tags whose whole text is one statement of the page (a paragraph, a list item, a cell). */
const BLOCKS = new Set(['p', 'li', 'td', 'dd', 'dt', 'h2', 'h3', 'h4', 'h5', 'h6', 'caption', 'figcaption', 'blockquote', 'address', 'output', 'span', 'div', 'small', 'strong', 'em', 'b']);

/**
 * The statements of the page from its main heading on, each once, in page order: the whole text of
 * each paragraph, list item, cell (with its header: "Total: $38.00") — links' words included
 * ("With Jonas Berg") —, a block that holds other blocks only through them. What a question about
 * the thing in view is answered from ("who teaches it?", "which studio is it at?").
 */
export function pageBlocks(page: PageModel, most: number, longest: number, framed?: Set<string>): string[] {
  const els = page.elements;
  const start = els.findIndex((e) => e.tag === 'h1' && e.visible !== false);
  const blockChild = (e: PageElement): boolean => e.children.some((i) => { const c = els[i]!; return (BLOCKS.has(c.tag) && c.tag !== 'span' && c.tag !== 'strong' && c.tag !== 'em' && c.tag !== 'b' && c.tag !== 'small') || blockChild(c); });
  const out: string[] = [];
  for (const e of els.slice(Math.max(0, start + 1))) {
    // A table's row is one statement too, its cells in order ("Amoxicillin 500 mg · Rx 5120334 · 0 refills left · Ask your doctor").
    if (e.tag === 'tr' && e.visible !== false) {
      const cells = e.children.map((i) => els[i]!).filter((c) => c.tag === 'td' || c.tag === 'th');
      const row = cells.map((c) => fullText(page, c).replace(/\s+/g, ' ').trim()).filter(Boolean).join(' · ');
      if (row && cells.some((c) => c.tag === 'td') && row.length <= longest && !out.includes(row)) {
        out.push(row);
        if (framed && inChrome(page, e)) framed.add(row);
      }
      if (out.length >= most) break;
      continue;
    }
    if (e.visible === false || !BLOCKS.has(e.tag) || blockChild(e)) continue;
    // An inline element inside a block is part of the block's text.
    const parent = e.parent !== undefined ? els[e.parent] : undefined;
    if (['span', 'strong', 'em', 'b', 'small'].includes(e.tag) && parent && BLOCKS.has(parent.tag)) continue;
    const text = fullText(page, e).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    // Round 29: a paragraph longer than a statement is its sentences, each a statement of its own (a booking's paragraph of
    // check-in, course rules and dress code answers "any winter rules?" by one of them); a sentence still too long is left out.
    if (text.length > longest) {
      if (e.tag !== 'p' && e.tag !== 'dd' && e.tag !== 'li') continue;
      for (const sentence of text.split(/(?<=[.!?])\s+(?=[\p{Lu}"“(])/u)) {
        if (sentence.length > longest || sentence.length < 12 || out.includes(sentence)) continue;
        out.push(sentence);
        if (framed && inChrome(page, e)) framed.add(sentence);
        if (out.length >= most) break;
      }
      if (out.length >= most) break;
      continue;
    }
    const said = labelled(page, e, text);
    if (!out.includes(said)) {
      out.push(said);
      // Round 26: a statement of the site's frame (its header, footer, navigation, an aside), not of the thing in view.
      if (framed && inChrome(page, e)) framed.add(said);
    }
    if (out.length >= most) break;
  }
  return out;
}

/**
 * The texts of the page that state a value (`pattern`: an amount of money, "$1,699", "Total for 2
 * adults: $778"; a number or a reference), from its main heading on (the header's and the menus'
 * texts before it are not the thing in view), in page order; texts of links, buttons and options
 * aside (a "Under $200" filter names no price).
 */
export function pageTexts(page: PageModel, pattern: RegExp, most: number, longest: number): string[] {
  const els = page.elements;
  const start = els.findIndex((e) => e.tag === 'h1' && e.visible !== false);
  const inControl = (e: PageElement): boolean => {
    for (let p: number | undefined = e.index; p !== undefined; p = els[p]?.parent) {
      const t = els[p]?.tag;
      if (t === 'a' || t === 'button' || t === 'option' || t === 'select') return true;
    }
    return false;
  };
  const out: string[] = [];
  for (const e of els.slice(Math.max(0, start))) {
    const text = e.text?.replace(/\s+/g, ' ').trim();
    if (!text || e.visible === false || text.length > longest || !pattern.test(text) || inControl(e)) continue;
    const said = labelled(page, e, text);
    if (out.includes(said)) continue;
    out.push(said);
    if (out.length >= most) break;
  }
  return out;
}

/** Most form controls the state keeps of a page. */
const MAX_CONTROLS = 40;

/**
 * The page's form controls as the page describes them: each visible text box, number, date,
 * dropdown and checkbox with its label (accessible name, else placeholder), placeholder and name;
 * radios of one name as one control named by their group's legend, with their labels as options;
 * the form each belongs to and that form's submit button's name.
 */
export function formControls(page: PageModel): SeenControl[] {
  const els = page.elements;
  const forms = els.filter((e) => e.tag === 'form');
  const formOf = (e: PageElement): number | undefined => {
    const f = closestTagged(page, e, 'form');
    return f ? forms.indexOf(f) : undefined;
  };
  const submits = new Map<number, string>();
  for (const e of els) {
    if (e.visible === false) continue;
    const f = isSubmitButton(e) ? formOf(e) : undefined;
    if (f !== undefined && !submits.has(f) && e.name.trim()) submits.set(f, e.name.trim());
  }
  // Round 16: forms that show this same page again with their values in its address (a GET form to this path: filters, a results page's own search).
  const here = (() => {
    try {
      return page.url ? new URL(page.url) : undefined;
    } catch {
      return undefined;
    }
  })();
  const rendersHere = (f: PageElement): boolean => {
    if (!here || formMethod(f) !== 'get') return false;
    try {
      return new URL(f.attributes.action?.trim() || here.href, here.href).pathname === here.pathname;
    } catch {
      return false;
    }
  };
  const sendsOnChange = (e: PageElement): boolean => /submit|location|navigate/i.test(`${e.attributes.onchange ?? ''} ${e.attributes.oninput ?? ''} ${e.attributes.onclick ?? ''}`);
  const out: SeenControl[] = [];
  const groups = new Map<string, SeenControl>();
  for (const e of els) {
    if (e.visible === false || !['input', 'select', 'textarea'].includes(e.tag)) continue;
    const type = e.tag === 'select' ? 'select' : e.tag === 'textarea' ? 'text' : (e.inputType ?? 'text');
    const kind: SeenControl['kind'] | undefined =
      type === 'select' ? 'select'
      : type === 'radio' ? 'radio'
      : type === 'checkbox' ? 'checkbox'
      : type === 'number' || type === 'range' ? 'number'
      : type === 'date' || type === 'datetime-local' || type === 'month' ? 'date'
      : type === 'time' ? 'time'
      : ['text', 'search', 'email', 'tel', 'url', ''].includes(type) ? 'text'
      : undefined;
    if (!kind) continue;
    const form = formOf(e);
    const formEl = form !== undefined ? forms[form] : undefined;
    const where = form !== undefined ? { form, ...(submits.has(form) ? { submit: submits.get(form)! } : {}), ...(formEl && rendersHere(formEl) ? { rendersHere: true } : {}), ...(sendsOnChange(e) || (formEl && sendsOnChange(formEl)) ? { sendsOnChange: true } : {}), ...(formEl && formMethod(formEl) === 'post' ? { posts: true } : {}) } : {};
    const hint = [e.attributes.placeholder, e.attributes.name].filter(Boolean).join(' ');
    if (kind === 'radio') {
      const key = `${form ?? -1}:${e.attributes.name ?? ''}`;
      let group = groups.get(key);
      if (!group) {
        const fieldset = closestTagged(page, e, 'fieldset');
        const legend = fieldset?.children.map((i) => els[i]!).find((c) => c.tag === 'legend');
        const label = (legend?.name || legend?.text || fieldset?.name || e.attributes.name || '').trim();
        const outer = groupOf(page, fieldset ?? e, label);
        group = { label, kind, options: [], ...(e.attributes.name ? { hint: e.attributes.name } : {}), ...where, ...(outer ? { group: outer } : {}) };
        groups.set(key, group);
        out.push(group);
      }
      if (e.name.trim()) group.options!.push(e.name.trim());
      if (e.checked && e.name.trim()) group.value = e.name.trim();
      continue;
    }
    const value = kind === 'checkbox' ? (e.checked ? 'on' : undefined) : e.value?.trim() || undefined;
    const label = (e.name || e.attributes.placeholder || e.attributes.name || '').trim();
    const group = groupOf(page, e, label);
    const typed = kind === 'text' && ['email', 'tel', 'url'].includes(type) ? { input: type } : {};
    const ac = e.attributes.autocomplete?.trim() && e.attributes.autocomplete.trim() !== 'on' && e.attributes.autocomplete.trim() !== 'off' ? { autocomplete: e.attributes.autocomplete.trim().toLowerCase() } : {};
    out.push({ label, kind, ...(hint ? { hint } : {}), ...typed, ...ac, ...(kind === 'select' ? { options: (e.options ?? []).slice(0, 60) } : {}), ...(value ? { value } : {}), ...where, ...(e.tag === 'textarea' ? { multiline: true } : {}), ...(group ? { group } : {}) });
    if (out.length >= MAX_CONTROLS) break;
  }
  return out;
}

/**
 * What a control belongs to, in the page's words, when that is not its own label: the legend of
 * the nearest fieldset around it (for a radio group, the fieldset around its own), else the header
 * cell of its table row. Repeated forms name their copies so: a fieldset per passenger, a row per
 * weekday. Undefined when neither is there, or says only the label.
 */
function groupOf(page: PageModel, e: PageElement, label: string): string | undefined {
  const els = page.elements;
  const own = label.trim().toLowerCase();
  // The element's text when it names something other than the label, in at most 80 characters.
  const naming = (x: PageElement | undefined): string | undefined => {
    const t = x ? (x.name || fullText(page, x)).replace(/\s+/g, ' ').trim() : '';
    return t && t.toLowerCase() !== own && t.length <= 80 ? t : undefined;
  };
  for (let p = e.parent, n = 0; p !== undefined && n < 12; p = els[p]!.parent, n++) {
    const a = els[p]!;
    if (a.tag === 'form' || a.tag === 'body') break;
    if (a.tag === 'fieldset' && a.index !== e.index) {
      const t = naming(a.children.map((i) => els[i]!).find((c) => c.tag === 'legend'));
      if (t) return t;
    }
    if (a.tag === 'tr') {
      const th = a.children.map((i) => els[i]!).find((c) => c.tag === 'th');
      return th && !isAncestor(page, th.index, e.index) ? naming(th) : undefined;
    }
  }
  // Else the heading (h2–h6) right above it in its form: "Dangerous goods" over a statement's box.
  const form = closestTagged(page, e, 'form');
  if (!form) return undefined;
  for (let j = e.index - 1, n = 0; j > form.index && n < 60; j--, n++) {
    const h = els[j]!;
    if (['input', 'select', 'textarea', 'fieldset'].includes(h.tag)) return undefined;
    if (/^h[2-6]$/.test(h.tag)) return naming(h);
  }
  return undefined;
}

/** Whether the first `n` programs of two readings are the same steps. */
function sameSteps(a: Program[], b: Program[], n: number): boolean {
  if (b.length <= n) return false;
  for (let i = 0; i < n; i++) if (printSurface(a[i]!) !== printSurface(b[i]!)) return false;
  return true;
}

/** The names of the elements a step was unsure between (the error's candidates), at most three, distinct. */
function candidateNames(details: Record<string, unknown> | undefined): string[] {
  const candidates = Array.isArray(details?.candidates) ? (details.candidates as Array<{ name?: unknown }>) : [];
  const names = candidates.map((c) => (typeof c.name === 'string' ? c.name.trim() : '')).filter((n) => n && n.length <= 60);
  return [...new Set(names)].slice(0, 3);
}

/**
 * Whether the page at `url` is the item a list linked to: the same page, with the item link's
 * query in it (a choice added to the query is the same item; a search for other words is not).
 */
function sameItem(itemUrl: string, url: string): boolean {
  if (!samePage(itemUrl, url)) return false;
  try {
    const want = new URL(itemUrl).searchParams;
    const have = new URL(url).searchParams;
    return [...want].every(([k, v]) => have.get(k)?.toLowerCase() === v.toLowerCase());
  } catch {
    return itemUrl === url;
  }
}

function absolute(href: string, base: string): string | undefined {
  try {
    return new URL(href, base).href;
  } catch {
    return undefined;
  }
}
