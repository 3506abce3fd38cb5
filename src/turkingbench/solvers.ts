/**
 * The solvers `russ turk` runs: `nothing` (the benchmark's lower bound), `oracle` (the gold
 * answers written through the adapter's own form actions — the ones @enter, @select, @check,
 * @choose and @set_range use), `instructions` (one instruction a person could follow per field,
 * run through parse → ground → execute), and a user's module.
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { PageElement, PageModel } from '../page/types.js';
import type { ElementRef } from '../runtime/adapter.js';
import { defaultGround, defaultParser } from '../runtime/defaults.js';
import { Russ } from '../runtime/russ.js';
import { errorText, solverField, type Solver, type SolverField, type SolverInput, type SolverStep } from './harness.js';
import { checkboxSet, holdsGold, normalizeAnswer } from './metrics.js';
import { readLiveFields } from './fields.js';
import { distinctAnchors, fieldInstructions, withShortOptions, type Anchor, MAX_ORDINAL, norm, otherAnchors, uniqueOptionTexts, withOrdinal } from './instructions.js';
import { isElementAction, type Query } from '../thingtalk/index.js';
import { queryToGround, TIE } from '../runtime/locate.js';
import { DEFAULT_MIN_CONFIDENCE, DEFAULT_MIN_SCORE } from '../runtime/context.js';
import type { Grounding } from '../runtime/types.js';
import { NTH_MARGIN } from '../grounding/index.js';

export const nothingSolver: Solver = {
  name: 'nothing',
  async solve() {
    return [];
  },
};

const FIELD_TAGS = new Set(['input', 'select', 'textarea']);

/** The captured elements of a field (by its name), in page order. */
function fieldElements(page: PageModel, name: string): Array<ElementRef & { value: string }> {
  return page.elements
    .filter((e) => FIELD_TAGS.has(e.tag.toLowerCase()) && e.attributes.name === name)
    .map((e) => ({ id: e.id, index: e.index, value: e.attributes.value ?? (e.inputType === 'checkbox' || e.inputType === 'radio' ? 'on' : '') }));
}

/** The value of the field's option that is the answer (exactly, else once normalized: "1.0" is option "1"). */
export function optionValue(f: SolverField, answer: string): string {
  const hit = f.options.find((o) => o.value === answer) ?? f.options.find((o) => normalizeAnswer(o.value) === normalizeAnswer(answer));
  return hit ? hit.value : answer;
}

/** Write one gold answer with the adapter's form actions. */
async function writeGold(input: SolverInput, page: PageModel, f: SolverField): Promise<void> {
  const { adapter } = input;
  const els = fieldElements(page, f.name);
  if (els.length === 0) throw new Error(`field ${f.name} is not in the page capture`);
  switch (f.type) {
    case 'text':
    case 'textarea':
      await adapter.fill(els[0]!, f.gold);
      return;
    case 'select':
      if (f.gold !== '') await adapter.selectOption(els[0]!, optionValue(f, f.gold));
      return;
    case 'range':
      if (f.gold !== '') await adapter.setRange(els[0]!, f.gold);
      return;
    case 'radio': {
      if (f.gold === '') return;
      const want = optionValue(f, f.gold);
      const el = els.find((e) => e.value === want);
      if (!el) throw new Error(`field ${f.name} has no option ${JSON.stringify(f.gold)}`);
      await adapter.setChecked(el, true);
      return;
    }
    case 'checkbox': {
      const want = new Set(checkboxSet(f.gold).split('|').filter(Boolean));
      for (const el of els) await adapter.setChecked(el, want.has(el.value));
      return;
    }
  }
}

/** Choices first, typing last: a choice may reveal a field or a script may rewrite a text box. */
const WRITE_ORDER: Record<string, number> = { radio: 0, checkbox: 0, select: 0, range: 0, text: 1, textarea: 1 };

export const oracleSolver: Solver = {
  name: 'oracle',
  async solve(input) {
    const errors = new Map<string, string>();
    let pending = [...input.fields].sort((a, b) => WRITE_ORDER[a.type]! - WRITE_ORDER[b.type]!);
    // Up to three passes: what a later choice enables (or a script resets) is written again.
    for (let pass = 0; pass < 3 && pending.length; pass++) {
      let page = await input.adapter.capture();
      for (const f of pending) {
        try {
          await writeGold(input, page, f);
          errors.delete(f.name);
        } catch (err) {
          errors.set(f.name, errorText(err));
          page = await input.adapter.capture();
        }
      }
      const live = new Map((await readLiveFields(input.adapter.page, pending.map((f) => f.name))).map((l) => [l.name, l]));
      pending = pending.filter((f) => {
        const value = live.get(f.name)?.value ?? '';
        if (holdsGold(f.type, f.gold, value)) return false;
        if (!errors.has(f.name)) errors.set(f.name, `the field holds ${JSON.stringify(value.slice(0, 80))} after the action`);
        return true;
      });
      for (const f of input.fields) if (!pending.includes(f)) errors.delete(f.name);
    }
    return [...errors].map(([field, error]) => ({ field, error }));
  },
};

/** Runs each step (an instruction, or ThingTalk) through one Russ; a failed step is recorded and the next goes on. */
export class StepRunner {
  private readonly parser = defaultParser();
  private readonly ground = defaultGround();

  /**
   * `elementTimeout`: how long a step waits for its element to appear or become unambiguous (ms,
   * default 2 s). A TurkingBench page is static once loaded (a choice reveals a field at once), so
   * a short wait loses nothing and makes wide runs affordable.
   */
  constructor(private readonly options: { elementTimeout?: number } = {}) {}

  /**
   * `targets`: for steps written for a field, the element they must end on (the field, or its
   * option's box); such a step is first made to name it — see `counted`.
   */
  async run(input: SolverInput, steps: Iterable<SolverStep> | AsyncIterable<SolverStep>, timeout = 10_000, targets?: Map<SolverStep, StepTarget>): Promise<SolverStep[]> {
    const russ = new Russ({ adapter: input.adapter, parser: this.parser, ground: await this.ground, timeout, elementTimeout: this.options.elementTimeout ?? 2_000 });
    const done: SolverStep[] = [];
    // Steps may be written as the run goes (an async iterable): each sees the page as the earlier ones left it.
    for await (const step of steps) {
      done.push(step);
      try {
        const target = targets?.get(step);
        if (target && step.instruction) {
          const checked = await this.counted(input, step.instruction, target);
          if (checked === undefined) {
            step.error = 'not run: no phrasing from the visible text names this field, and this one would act on another element';
            continue;
          }
          step.instruction = checked;
        }
        const text = step.program ?? step.instruction;
        if (!text) continue;
        const event = await russ.step(text);
        if (event.program && step.program === undefined) step.program = event.program.surface;
      } catch (err) {
        const event = (err as { event?: { program?: { surface: string } } }).event;
        if (event?.program && step.program === undefined) step.program = event.program.surface;
        step.error = errorText(err);
      }
    }
    return done;
  }

  /**
   * The instruction as a careful writer leaves it after reading it against the page: the first of
   * its phrasings (`target.phrasings`, the written one first) by which a reader finds the meant
   * element alone; else the first that finds it among several that fit equally well ("Type "x" in
   * the box to the right of "1)"" where a row has two boxes), with the ordinal that counts it
   * among them (`withOrdinal`: "in the second box"), as ThingTalk's `nth` counts them (reading
   * order), kept only when, read back as the runtime reads it (parsed, then grounded), it names
   * the field. The words still come from the page's visible text; only which phrasing fits, and
   * the count, are read off the page. Undefined when none names it and the field is not even among
   * the elements tied for the written one: the runtime would act on another element (spoiling
   * another field) or refuse, so the step is not run.
   */
  private async counted(input: SolverInput, instruction: string, target: StepTarget): Promise<string | undefined> {
    const ground = await this.ground;
    const page = await input.adapter.capture();
    // A box without a value attribute submits "on".
    const isMeant = (el: PageElement | undefined): boolean => !!el && el.attributes.name === target.name && (target.value === undefined || (el.attributes.value ?? 'on') === target.value);
    const meant = (g: Grounding | undefined): boolean => isMeant(g?.target ?? g?.element);
    const acted = (el: PageElement): PageElement | undefined => (el.target !== undefined ? page.elements[el.target] : el);
    // Sure: it finds the meant element, and nothing else fits about as well (elements that tie are
    // told apart by the runtime from the previous step's place, which a reader cannot count on); an
    // ordinal's pick is sure as the runtime takes it: confident, and no other element tied (TIE).
    const alone = (g: Grounding, floor: number, margin = NTH_MARGIN): boolean => {
      const own = (g.target ?? g.element)!.index;
      return g.confidence >= DEFAULT_MIN_CONFIDENCE && g.score >= floor && !g.candidates.some((c) => (c.element.target ?? c.element.index) !== own && c.score > g.score - margin);
    };
    let fallback: string | undefined;
    let elsewhere = false;
    const queryOf = async (text: string): Promise<{ query: Query; action: string } | undefined> => {
      const program = await this.parser.parse(text).catch(() => undefined);
      if (!program || program.kind !== 'program' || !isElementAction(program.action)) return undefined;
      return { query: queryToGround(program.action)[0]!, action: program.action.name };
    };
    const at = async ({ query, action }: { query: Query; action: string }, nth?: number): Promise<Grounding | undefined> => {
      try {
        return (await ground(nth ? { ...query, nth } : query, page, { values: {}, action })) ?? undefined;
      } catch {
        return undefined;
      }
    };
    // A query naming a literal text also needs the runtime's match score.
    const floorOf = (query: Query): number => (query.description?.kind === 'string' ? DEFAULT_MIN_SCORE : -Infinity);
    for (const phrasing of new Set([instruction, ...(target.phrasings ?? [])])) {
      const read = await queryOf(phrasing);
      if (!read) continue;
      const plain = await at(read);
      if (plain && meant(plain) && alone(plain, floorOf(read.query))) return phrasing;
      // The written one lands on another element, the meant one not even among those tied with it
      // (the runtime would act on one of those, or refuse).
      if (phrasing === instruction && plain && !meant(plain) && !plain.candidates.some((c) => c.score > plain.score - NTH_MARGIN && isMeant(acted(c.element)))) elsewhere = true;
      if (fallback) continue;
      for (let n = 1; n <= MAX_ORDINAL; n++) {
        const g = await at(read, n);
        if (!g) break;
        if (!meant(g)) continue;
        // The words with the ordinal, read back as the runtime will read them.
        const written = withOrdinal(phrasing, n);
        const back = written ? await queryOf(written) : undefined;
        const check = back?.query.nth === n ? await at(back) : undefined;
        if (written && check && meant(check) && alone(check, floorOf(back!.query), TIE)) fallback = written;
        break;
      }
    }
    return fallback ?? (elsewhere ? undefined : instruction);
  }
}

/** The element a field's step must end on: the field (by name), and for a radio or checkbox the option's value. */
export interface StepTarget {
  name: string;
  value?: string;
  /** Other phrasings of the step, from other visible texts near the field, to try when the written one does not name it. */
  phrasings?: string[];
}

/** The steps of one field, each with the element it must end on and its other phrasings. */
function fieldSteps(f: SolverField, anchors: Map<string, Anchor>, unique: Set<string>, targets: Map<SolverStep, StepTarget>): SolverStep[] {
  const others = otherAnchors(f).flatMap((anchor) => [fieldInstructions(f, anchor, unique), fieldInstructions(f, anchor, unique, true)]);
  // A long option quoted by its lead ("Very informative"), below its question, or alone.
  const short = withShortOptions(f);
  if (short) {
    const leads = new Set(short.options.map((o) => norm(o.text)));
    others.push(fieldInstructions(short, anchors.get(f.name), unique), fieldInstructions(short, undefined, unique), fieldInstructions(short, undefined, leads));
  }
  return fieldInstructions(f, anchors.get(f.name), unique).map(({ instruction, value }, i) => {
    const step: SolverStep = { field: f.name, instruction };
    const phrasings = others.map((o) => o[i]?.instruction).filter((p): p is string => !!p);
    targets.set(step, { name: f.name, phrasings, ...(value !== undefined ? { value: optionValue(f, value) } : {}) });
    return step;
  });
}

export function instructionsSolver(runner = new StepRunner()): Solver {
  return {
    name: 'instructions',
    async solve(input) {
      const targets = new Map<SolverStep, StepTarget>();
      const gold = new Map(input.fields.map((f) => [f.name, f.gold]));
      // The page as a person reads it before each field's step: a field an earlier choice reveals
      // (hidden when the page was first read, with the texts around it) is described as the page
      // shows it once revealed, so the page is read again before each step while any was hidden.
      async function* steps(): AsyncGenerator<SolverStep> {
        let fields = input.fields;
        let anchors = distinctAnchors(fields);
        let unique = uniqueOptionTexts(fields);
        // Fields in the batch's order, but one that is hidden waits until the shown ones are done
        // (the choice that reveals it may come later in that order), as a person answers what is shown.
        const pending = input.fields.map((f) => f.name);
        while (pending.length) {
          if (fields.some((x) => x.displayed === false)) {
            const type = new Map(fields.map((f) => [f.name, f.type]));
            const live = await readLiveFields(input.adapter.page, fields.map((f) => f.name));
            fields = live.filter((l) => l.exists).map((l) => ({ ...solverField(l), type: type.get(l.name)!, gold: gold.get(l.name)! }));
            anchors = distinctAnchors(fields);
            unique = uniqueOptionTexts(fields);
          }
          const next = pending.findIndex((n) => fields.find((x) => x.name === n)?.displayed !== false);
          const [name] = pending.splice(Math.max(0, next), 1) as [string];
          const f = fields.find((x) => x.name === name);
          if (f) yield* fieldSteps(f, anchors, unique, targets);
        }
      }
      return runner.run(input, steps(), undefined, targets);
    },
  };
}

/**
 * A user's solver module: its default export (or `solve`) receives `{ task, instance, instructions,
 * fields }` — the page's visible text and its fields as a person sees them (question, type,
 * options; no gold answers) — and returns a list of steps: strings (natural instructions or
 * ThingTalk programs) or `{ field?, instruction? , program? }` objects. They run in order through
 * the runtime like any other steps.
 */
export async function moduleSolver(path: string, runner = new StepRunner()): Promise<Solver> {
  const mod = (await import(pathToFileURL(resolve(path)).href)) as { default?: unknown; solve?: unknown };
  const fn = (typeof mod.default === 'function' ? mod.default : mod.solve) as ((input: unknown) => unknown) | undefined;
  if (typeof fn !== 'function') throw new Error(`${path} must export a default function (or "solve")`);
  return {
    name: path,
    async solve(input) {
      const visible = { task: input.task, instance: input.instance, instructions: input.instructions, fields: input.fields.map(({ gold: _gold, ...f }) => f) };
      const raw = (await fn(visible)) as unknown;
      if (!Array.isArray(raw)) throw new Error(`${path} returned ${typeof raw}, not a list of steps`);
      const steps: SolverStep[] = raw.map((s): SolverStep => {
        if (typeof s === 'string') return /^(@|now\s*=>|let\s+param:)/.test(s.trim()) ? { program: s } : { instruction: s };
        const o = (s ?? {}) as SolverStep;
        return { ...(o.field ? { field: String(o.field) } : {}), ...(o.instruction ? { instruction: String(o.instruction) } : {}), ...(o.program ? { program: String(o.program) } : {}) };
      });
      return runner.run(input, steps);
    },
  };
}
