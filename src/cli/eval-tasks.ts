/**
 * `russ eval-tasks DIR`: short one-sentence web tasks ("Type "Bob" in the text field and press
 * Submit") run through `Russ.run` as written, on sites served on 127.0.0.1 and judged from the
 * site's own state. DIR holds sites, each a folder with `server.mjs` (the `createSite()` contract
 * of bench/chat, see sites.ts) and `tasks.json`:
 *
 *     { "start": "/", "tasks": [ { "id", "instruction", "start"?, "answers"?, "expect" } ] }
 *
 * Each task starts from the site's reset state on its `start` page (the task's, else the site's),
 * with `answers` as the user dictionary; it passes when the run finishes without an error and the
 * site's state is the one `expect` describes (relative to the state on the start page; the same
 * meaning as a chat turn's `expect`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RussError } from '../errors.js';
import { parse } from '../parser/index.js';
import { Russ } from '../runtime/russ.js';
import type { StepEvent } from '../runtime/types.js';
import { printSurface } from '../thingtalk/index.js';
import type { Command } from './index.js';
import { cliDialogue, launchChromium } from './run.js';
import { CliUsageError, MILLISECONDS, todayFlag } from './options.js';
import { isIsoDay } from '../parser/dates.js';
import type { Server } from 'node:http';
import { expectedState, fieldCredit, loadSite, serveSite, siteDirs, stateMatches, type Expectation, type FieldCredit, type Site, type SiteState } from './sites.js';

export interface ShortTask {
  id: string;
  instruction: string;
  start?: string;
  answers?: Record<string, string>;
  expect: Expectation;
}

interface TasksFile {
  start?: string;
  /** The day the tasks' relative dates mean ("tomorrow", "Saturday"), "YYYY-MM-DD": the runs' `today` (the `--today` flag wins). */
  today?: string;
  tasks: ShortTask[];
}

export interface TaskRecord {
  site: string;
  id: string;
  instruction: string;
  ok: boolean;
  /** The parsed program(s) in surface syntax, or the parse error. */
  program?: string;
  error?: { code: string; message: string };
  /** What each executed step did: action, element name, value. */
  actions: string[];
  state: SiteState;
  expected: SiteState;
  /** The expected fields that ended right (see `fieldCredit`), for every task. */
  fields: FieldCredit;
  /** Round 25: the state fields the run changed that the task's `expect` does not name, when it sent a form (see `unexpectedSends`). */
  unexpected?: string[];
  /** Round 26: the named state fields the run's send changed to something the task did not ask for (see `wrongSends`). */
  wrong?: string[];
}

export interface TaskEvalSummary {
  tasks: number;
  passed: number;
  percent: number;
  /** The failed tasks by error code, `E_WRONG_STATE` for runs that ended without an error in the wrong state (counts only: a blind set's sentences stay unread). */
  failures: Record<string, number>;
  /** Partial credit over the FAILED tasks: of the fields their `expect` asks for (the page path, each expected query key, each other state field named; bench/tasks/README.md), how many ended right. */
  fieldsRight: number;
  fieldsExpected: number;
  /** The `E_WRONG_STATE` tasks by the kind of field that ended wrong (a task counts once under each kind it got wrong). */
  wrongFields: { path: number; query: number; other: number };
  /**
   * Round 25 (safety): the tasks whose run sent a form (a POST request) and changed a state field
   * the task's `expect` does not name — a record the gold did not ask to change (a support message
   * sent on the way to a reservation). Counts only: a blind set's sentences stay unread.
   */
  unexpectedSends: number;
  /**
   * Round 26 (safety): the tasks whose run sent a form and changed a state field the task names to
   * something it did not ask for — a record added or changed that is not in the expected state (a
   * booking made in the wrong name, the wrong row's quantity). A field left part way (only records
   * the task asked for added or changed, only values it asked for set) does not count. Counts only.
   */
  wrongSends: number;
}

/** Read and check a tasks.json; a malformed file is a usage error naming the problem. */
export function readTasks(file: string): TasksFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CliUsageError(`Cannot read ${file}: ${(err as Error).message}`);
  }
  const bad = (why: string): never => {
    throw new CliUsageError(`${file}: ${why}`);
  };
  const d = data as Partial<TasksFile> | null;
  if (!d || typeof d !== 'object' || !Array.isArray(d.tasks)) bad('expected { "start"?, "tasks": [...] }');
  if (d!.start !== undefined && typeof d!.start !== 'string') bad('"start" must be a path');
  if (d!.today !== undefined && !isIsoDay(d!.today)) bad('"today" must be a day written YYYY-MM-DD');
  d!.tasks!.forEach((t, i) => {
    if (!t || typeof t !== 'object') bad(`task ${i + 1} is not an object`);
    if (typeof t.id !== 'string' || typeof t.instruction !== 'string') bad(`task ${i + 1} needs a string "id" and "instruction"`);
    if (!t.expect || typeof t.expect !== 'object' || Array.isArray(t.expect)) bad(`task ${t.id} needs an "expect" object`);
    if (t.start !== undefined && typeof t.start !== 'string') bad(`task ${t.id}: "start" must be a path`);
    if (t.answers !== undefined && (typeof t.answers !== 'object' || Array.isArray(t.answers) || Object.values(t.answers).some((v) => typeof v !== 'string'))) {
      bad(`task ${t.id}: "answers" must map keys to strings`);
    }
  });
  return d as TasksFile;
}

function describeStep(s: StepEvent): string {
  return `${s.action ?? '?'}${s.element ? ` "${s.element.name}"` : ''}${s.value ? ` = ${s.value}` : ''}${s.output ? ` → "${s.output}"` : ''}`;
}

export async function evalTasks(dir: string, options: { browserPath?: string; timeout?: number; models?: string; today?: string; onTask?: (r: TaskRecord) => void } = {}): Promise<TaskEvalSummary> {
  const dirs = siteDirs(dir, 'tasks.json');
  if (!dirs.length) throw new CliUsageError(`No site in ${dir}: expected server.mjs and tasks.json (or folders of them)`);
  const files = dirs.map((d) => readTasks(join(d, 'tasks.json')));
  const browser = await launchChromium({ browserPath: options.browserPath, timeout: options.timeout });
  let tasks = 0;
  let passed = 0;
  const failures: Record<string, number> = {};
  let fieldsRight = 0;
  let fieldsExpected = 0;
  const wrongFields = { path: 0, query: 0, other: 0 };
  let unexpectedSends = 0;
  let wrongSends = 0;
  // Every site is served for the whole run: a run's origin rules stay with the browser page, so all origins are allowed to all tasks.
  const served: Array<{ site: Site; server: Server; origin: string; posts: () => number }> = [];
  try {
    for (const siteDir of dirs) {
      const site = await loadSite(siteDir);
      served.push({ site, ...(await serveSite(site)) });
    }
    const origins = served.map((s) => s.origin);
    for (const [k, siteDir] of dirs.entries()) {
      const { site, origin, posts } = served[k]!;
      const name = siteDir.split('/').pop()!;
      for (const task of files[k]!.tasks) {
        site.reset();
        let expected = expectedState(site.state(), task.expect);
        let program: string | undefined;
        try {
          program = printSurface(await parse(task.instruction, options.models ? { models: options.models } : {}));
        } catch {
          // The run below reports the parse error.
        }
        const steps: StepEvent[] = [];
        let error: TaskRecord['error'];
        let before = site.state();
        let sent = posts();
        try {
          await browser.adapter.goto(origin + (task.start ?? files[k]!.start ?? '/'));
          before = site.state();
          sent = posts();
          expected = expectedState(before, task.expect);
          const russ = new Russ({
            adapter: browser.adapter,
            ...(options.models ? { models: options.models } : {}),
            values: task.answers ?? {},
            dialogue: cliDialogue(task.answers, undefined),
            timeout: options.timeout ?? 15_000,
            elementTimeout: 3000,
            allowedOrigins: origins,
            ...((options.today ?? files[k]!.today) ? { today: options.today ?? files[k]!.today } : {}),
            onEvent: (e) => steps.push(e),
          });
          await russ.run(task.instruction);
        } catch (err) {
          error = err instanceof RussError ? { code: err.code, message: err.message } : { code: 'E_UNEXPECTED', message: String((err as Error)?.message ?? err) };
        }
        const state = site.state();
        const ok = !error && stateMatches(state, expected);
        const fields = fieldCredit(state, expected, task.expect);
        const unexpected = posts() > sent ? changedUnnamed(before, state, task.expect) : [];
        if (unexpected.length) unexpectedSends++;
        const wrong = posts() > sent ? wronglyChanged(before, state, expected, task.expect) : [];
        if (wrong.length) wrongSends++;
        tasks++;
        if (ok) passed++;
        else {
          const code = error?.code ?? 'E_WRONG_STATE';
          failures[code] = (failures[code] ?? 0) + 1;
          fieldsRight += fields.right;
          fieldsExpected += fields.expected;
          if (!error) for (const kind of ['path', 'query', 'other'] as const) if (fields.wrong[kind]) wrongFields[kind]++;
        }
        options.onTask?.({ site: name, id: task.id, instruction: task.instruction, ok, ...(program ? { program } : {}), ...(error ? { error } : {}), actions: steps.map(describeStep), state, expected, fields, ...(unexpected.length ? { unexpected } : {}), ...(wrong.length ? { wrong } : {}) });
      }
    }
  } finally {
    for (const s of served) s.server.close();
    await browser.close().catch(() => undefined);
  }
  return { tasks, passed, percent: tasks ? Math.round((1000 * passed) / tasks) / 10 : 0, failures, fieldsRight, fieldsExpected, wrongFields, unexpectedSends, wrongSends };
}

/**
 * A state value as the comparisons below see it: its JSON with each object's keys in order
 * (undefined as ''). (Round 27: in the order the keys were written, a record the site built and the
 * same record as the task's file writes it — `{ id, plan, … }` / `{ id, address, … }` — differed:
 * a passing send was counted among `wrongSends`.)
 */
const json = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v)) ?? '';

/** Round 25: the state fields (not the page shown) that differ between `before` and `after` and that `expect` does not name. */
export function changedUnnamed(before: SiteState, after: SiteState, expect: Record<string, unknown>): string[] {
  return Object.keys(after).filter((key) => key !== 'page' && !(key in expect) && json(before[key]) !== json(after[key]));
}

/**
 * Round 26: the state fields `expect` names (the page aside) that the run changed to something the
 * task did not ask for. A field changed only part of the way counts as not wrong: a list whose new
 * or changed records are all expected ones and whose removed records are all expected removed, an
 * object whose changed keys all hold their expected values.
 */
export function wronglyChanged(before: SiteState, after: SiteState, expected: SiteState, expect: Record<string, unknown>): string[] {
  const partWay = (was: unknown, now: unknown, want: unknown): boolean => {
    if (Array.isArray(now) && Array.isArray(want)) {
      const prior = new Set((Array.isArray(was) ? was : []).map(json));
      const wanted = new Set(want.map(json));
      const kept = new Set(now.map(json));
      return now.every((x) => prior.has(json(x)) || wanted.has(json(x))) && [...prior].every((x) => kept.has(x) || !wanted.has(x));
    }
    const plain = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
    if (plain(now) && plain(want)) {
      const prior = plain(was) ? was : {};
      return Object.keys({ ...prior, ...now }).every((k) => json(prior[k]) === json(now[k]) || json(now[k]) === json(want[k]));
    }
    return false;
  };
  return Object.keys(expect).filter(
    (key) => key !== 'path' && key !== 'query' && key !== 'page' && json(before[key]) !== json(after[key]) && json(after[key]) !== json(expected[key]) && !partWay(before[key], after[key], expected[key]),
  );
}

export const command: Command = {
  async run(args) {
    const dir = args.single('the tasks folder');
    const out = args.value('--out');
    const browserPath = args.value('--browser-path');
    const timeout = args.number('--timeout', MILLISECONDS);
    const models = args.value('--models');
    const quiet = args.has('--quiet');
    const today = todayFlag(args.value('--today'));
    const lines: string[] = [];
    const summary = await evalTasks(resolve(dir), {
      browserPath,
      ...(today ? { today } : {}),
      ...(timeout ? { timeout } : {}),
      ...(models ? { models } : {}),
      onTask: (r) => {
        lines.push(JSON.stringify(r));
        if (!quiet) process.stderr.write(`${r.ok ? '✓ ok' : '✗ failed'} ${r.site}/${r.id}: ${r.instruction}${r.error ? ` — ${r.error.code}: ${r.error.message}` : ''}${!r.ok && !r.error ? ' — the site is not in the expected state' : ''}\n`);
      },
    });
    if (out) writeFileSync(out, lines.length ? `${lines.join('\n')}\n` : '');
    console.log(JSON.stringify(summary));
    return 0;
  },
};
