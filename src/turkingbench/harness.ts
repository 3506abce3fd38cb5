/**
 * Running TurkingBench instances: serve the page, open it, let a solver fill it, read every scored
 * field back from the live page and score it with the benchmark's metrics.
 */
import type { Page, Route } from 'playwright-core';
import type { PlaywrightAdapter } from '../adapters/playwright.js';
import { RussError } from '../errors.js';
import { readLiveFields, type LiveField, type LiveOption } from './fields.js';
import { goldAnswer, scoreField, type FieldType } from './metrics.js';
import { startPageServer, vendorFile, withLocalCopies, type PageServer } from './server.js';
import { buildPage, type TurkInstance, type TurkTask } from './tasks.js';

/** A field the solver must fill, as a person sees it, with the answer it should get (given only to solvers that may know it). */
export interface SolverField {
  name: string;
  type: FieldType;
  question: string;
  options: LiveOption[];
  /** The last visible texts above the field (nearest last), e.g. the heading or text of its item. */
  context?: string[];
  /** For each text of `context`: whether it stands on the field's line, to its left. */
  contextLeft?: boolean[];
  /** Whether the question stands on the field's line, to its left (a table row's header). */
  questionLeft?: boolean;
  /** The first visible texts after the field (nearest first), e.g. the next item's text. */
  after?: string[];
  /** The option texts of other fields just above the field (nearest last): an item's words shown as its choices. */
  optionsAbove?: string[];
  /** Whether the field (or a label of its controls) is shown when read: false for one an earlier choice reveals. */
  displayed?: boolean;
  gold: string;
}

export interface SolverInput {
  task: string;
  instance: number;
  /** The page's visible text (its instructions). */
  instructions: string;
  fields: SolverField[];
  adapter: PlaywrightAdapter;
}

/** What a solver did for one field: the instruction or program it ran, and the error when that failed. */
export interface SolverStep {
  field?: string;
  instruction?: string;
  program?: string;
  error?: string;
}

export interface Solver {
  name: string;
  solve(input: SolverInput): Promise<SolverStep[]>;
}

export interface FieldResult {
  task: string;
  instance: number;
  field: string;
  type: FieldType;
  gold: string;
  value: string;
  score: number;
  instruction?: string;
  program?: string;
  error?: string;
}

export interface InstanceResult {
  task: string;
  instance: number;
  fields: FieldResult[];
  /** Why the instance could not be run (page failed to load…). */
  error?: string;
}

const SCORED = new Set<string>(['text', 'textarea', 'radio', 'checkbox', 'select', 'range']);

export interface TurkHarnessOptions {
  /** Page load timeout (ms; default 20 s). */
  timeout?: number;
}

/**
 * One harness per browser page: installs the route that serves CDN files from local copies and
 * refuses everything else outside 127.0.0.1, and records which CDN files could not be served.
 */
export class TurkHarness {
  /** Scripts and styles requested from outside that no installed npm package stands in for (URL → reason). */
  readonly unserved = new Map<string, string>();
  private server?: PageServer;

  constructor(
    private readonly adapter: PlaywrightAdapter,
    private readonly options: TurkHarnessOptions = {},
  ) {}

  private async start(): Promise<PageServer> {
    if (this.server) return this.server;
    this.server = await startPageServer();
    const origin = this.server.origin;
    await this.adapter.page.context().route('**/*', async (route: Route) => {
      const url = route.request().url();
      if (url.startsWith(origin + '/')) return route.continue();
      const hit = vendorFile(url);
      if (hit && 'path' in hit) return route.fulfill({ path: hit.path, contentType: hit.path.endsWith('.css') ? 'text/css' : 'text/javascript', headers: { 'access-control-allow-origin': '*' } });
      if (/^https?:/.test(url) && ['script', 'stylesheet'].includes(route.request().resourceType())) this.unserved.set(url.split('?')[0]!, hit ? `npm package ${hit.missing} is not installed` : 'no local copy');
      return route.fulfill({ status: 404, body: '' });
    });
    return this.server;
  }

  private get page(): Page {
    return this.adapter.page;
  }

  /** Build, serve and open one instance, run the solver, and score every scored field. Never throws for a page's fault. */
  async runInstance(task: TurkTask, instance: TurkInstance, solver: Solver): Promise<InstanceResult> {
    const server = await this.start();
    const out: InstanceResult = { task: task.name, instance: instance.index, fields: [] };
    try {
      const url = server.publish(withLocalCopies(buildPage(task, instance)));
      this.page.setDefaultTimeout(this.options.timeout ?? 20_000);
      await withDeadline(this.adapter.goto(url), (this.options.timeout ?? 20_000) + 5_000, `the page did not load`);
      const live = await readLiveFields(this.page, task.fields);
      const scored: SolverField[] = [];
      for (const f of live) {
        if (!f.exists || !SCORED.has(f.type)) continue;
        const answers = instance.answers.map((a) => a[f.name] ?? '');
        const type = f.type as FieldType;
        const gold = goldAnswer(type, answers);
        // A field without an answer (left empty by the workers, never displayed, optional) is not scored, as in the benchmark.
        if (gold.trim() === '') continue;
        scored.push({ ...solverField(f), type, gold });
      }
      const instructions = ((await this.page.evaluate('document.body ? document.body.innerText : ""')) as string).replace(/\n{3,}/g, '\n\n').slice(0, 20_000);
      let steps: SolverStep[] = [];
      let solverError: string | undefined;
      try {
        steps = await solver.solve({ task: task.name, instance: instance.index, instructions, fields: scored, adapter: this.adapter });
      } catch (err) {
        solverError = errorText(err);
      }
      const after = new Map((await readLiveFields(this.page, scored.map((f) => f.name))).map((f) => [f.name, f]));
      for (const f of scored) {
        const answers = instance.answers.map((a) => a[f.name] ?? '');
        const value = after.get(f.name)?.value ?? '';
        // A field may take several steps (one per box of a checkbox group): their texts, one per line.
        const own = steps.filter((s) => s.field === f.name);
        const joined = (key: 'instruction' | 'program' | 'error'): string | undefined => {
          const parts = own.map((s) => s[key]).filter((x): x is string => x !== undefined);
          return parts.length ? parts.join('\n') : undefined;
        };
        const result: FieldResult = { task: task.name, instance: instance.index, field: f.name, type: f.type, gold: f.gold, value, score: scoreField(f.type, answers, value) };
        const instruction = joined('instruction');
        const program = joined('program');
        const error = joined('error') ?? solverError;
        if (instruction !== undefined) result.instruction = instruction;
        if (program !== undefined) result.program = program;
        if (error !== undefined) result.error = error;
        out.fields.push(result);
      }
    } catch (err) {
      out.error = errorText(err);
    }
    return out;
  }

  async close(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }
}

/** What a solver is told of a live field (no gold). */
export function solverField(f: LiveField): Omit<SolverField, 'gold'> {
  return { name: f.name, type: f.type as FieldType, question: f.question, options: f.options, context: f.context, contextLeft: f.contextLeft, questionLeft: f.questionLeft, after: f.after, optionsAbove: f.optionsAbove, displayed: f.displayed };
}

export function errorText(err: unknown): string {
  if (err instanceof RussError) return `${err.message} [${err.code}]`;
  return String((err as Error)?.message ?? err).split('\n')[0]!;
}

function withDeadline<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RussError('E_TIMEOUT', `${what} within ${ms} ms`)), ms);
  });
  return Promise.race([p, limit]).finally(() => clearTimeout(timer));
}
