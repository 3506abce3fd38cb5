/**
 * `russ turk DIR`: run a solver on TurkingBench tasks (DIR/<task>/template.html + batch.csv) in
 * Chromium and score every field with the benchmark's metrics. A progress bar on stderr; per-task
 * and overall scores on stdout, the last line a JSON summary; `--out` gets one JSON line per field.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import {
  instructionsSolver,
  listTasks,
  loadTask,
  moduleSolver,
  nothingSolver,
  oracleSolver,
  StepRunner,
  TurkHarness,
  holdsGold,
  type FieldResult,
  type Solver,
} from '../turkingbench/index.js';
import type { Command } from './index.js';
import { launchChromium } from './run.js';
import { CliUsageError, MILLISECONDS, type CliArgs, MILLISECONDS_OR_0, POSITIVE_WHOLE, WHOLE } from './options.js';

interface TurkArgs {
  dir: string;
  tasks: string[];
  instances?: number;
  /** Instances to skip at the start of every task (run instances skip+1 … skip+instances). */
  skip: number;
  solver: string;
  out?: string;
  browserPath?: string;
  timeout?: number;
  elementTimeout?: number;
}

function turkArgs(args: CliArgs): TurkArgs {
  return {
    dir: args.single('the folder of tasks'),
    tasks: args.values('--task'),
    instances: args.number('--instances', POSITIVE_WHOLE),
    skip: args.number('--skip', WHOLE) ?? 0,
    solver: args.value('--solver') ?? 'oracle',
    out: args.value('--out'),
    browserPath: args.value('--browser-path'),
    timeout: args.number('--timeout', MILLISECONDS),
    elementTimeout: args.number('--element-timeout', MILLISECONDS_OR_0),
  };
}

async function makeSolver(name: string, elementTimeout?: number): Promise<Solver> {
  if (name === 'nothing') return nothingSolver;
  if (name === 'oracle') return oracleSolver;
  const runner = new StepRunner({ elementTimeout });
  if (name === 'instructions') return instructionsSolver(runner);
  try {
    return await moduleSolver(name, runner);
  } catch (err) {
    throw new CliUsageError(`--solver is nothing, oracle, instructions or a module path; ${name}: ${(err as Error).message}`);
  }
}

/** Scores grouped by a key: mean and count. */
class Tally {
  private readonly sums = new Map<string, { sum: number; n: number; exact: number }>();
  add(key: string, r: FieldResult): void {
    const t = this.sums.get(key) ?? { sum: 0, n: 0, exact: 0 };
    t.sum += r.score;
    t.n += 1;
    if (holdsGold(r.type, r.gold, r.value)) t.exact += 1;
    this.sums.set(key, t);
  }
  /** `score`: the benchmark's mean; `gold`: the share of fields holding the gold answer. */
  get(key: string): { score: number; fields: number; gold: number } {
    const t = this.sums.get(key) ?? { sum: 0, n: 0, exact: 0 };
    return { score: t.n ? round(t.sum / t.n) : 0, fields: t.n, gold: t.n ? round(t.exact / t.n) : 0 };
  }
  keys(): string[] {
    return [...this.sums.keys()];
  }
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;

function progress(done: number, total: number, label: string): void {
  if (!total) return;
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label.slice(0, 40).padEnd(40)}`);
}

export const command: Command = {
  async run(args) {
    const opts = turkArgs(args);
    const all = listTasks(opts.dir);
    const names = opts.tasks.length ? opts.tasks : all;
    const unknown = names.filter((n) => !all.includes(n));
    if (unknown.length) throw new CliUsageError(`no task ${unknown.map((n) => JSON.stringify(n)).join(', ')} in ${opts.dir}`);
    const solver = await makeSolver(opts.solver, opts.elementTimeout);
    const out: WriteStream | undefined = opts.out ? createWriteStream(opts.out) : undefined;
    const session = await launchChromium({ browserPath: opts.browserPath, timeout: opts.timeout ?? 20_000 });
    const harness = new TurkHarness(session.adapter, { timeout: opts.timeout ?? 20_000 });
    const byTask = new Tally();
    const byType = new Tally();
    const overall = new Tally();
    const failures: Array<{ task: string; instance?: number; error: string }> = [];
    try {
      const loaded = names.map((name) => {
        try {
          return { name, task: loadTask(opts.dir, name) };
        } catch (err) {
          failures.push({ task: name, error: (err as Error).message });
          return { name, task: undefined };
        }
      });
      // The instances run: after the first `skip` of each task, at most `instances` of them.
      const chosen = <T>(t: { instances: T[] }): T[] => t.instances.slice(opts.skip, opts.skip + (opts.instances ?? Infinity));
      const total = loaded.reduce((n, t) => n + (t.task ? chosen(t.task).length : 0), 0);
      let done = 0;
      for (const { name, task } of loaded) {
        if (!task) {
          console.log(`${name}\tnot run: ${failures.find((f) => f.task === name)?.error}`);
          continue;
        }
        for (const instance of chosen(task)) {
          progress(done, total, name);
          const result = await harness.runInstance(task, instance, solver);
          if (result.error) failures.push({ task: name, instance: instance.index, error: result.error });
          for (const r of result.fields) {
            byTask.add(name, r);
            byType.add(r.type, r);
            overall.add('all', r);
            out?.write(`${JSON.stringify(r)}\n`);
          }
          done++;
        }
        const t = byTask.get(name);
        const errs = failures.filter((f) => f.task === name).length;
        process.stderr.write('\r\x1b[K');
        console.log(`${name}\t${t.score.toFixed(4)}\t${t.fields} fields${errs ? `\t${errs} instance(s) failed: ${failures.find((f) => f.task === name)?.error}` : ''}`);
      }
      progress(done, total, 'done');
      process.stderr.write('\n');
    } finally {
      await harness.close();
      await session.close().catch(() => undefined);
      if (out) await new Promise<void>((resolve) => out.end(resolve));
    }
    const all_ = overall.get('all');
    const types = Object.fromEntries(byType.keys().sort().map((k) => [k, byType.get(k)]));
    console.log(`overall\t${all_.score.toFixed(4)}\t${all_.fields} fields\t${all_.gold.toFixed(4)} hold the gold answer`);
    for (const [k, v] of Object.entries(types)) console.log(`${k}\t${v.score.toFixed(4)}\t${v.fields} fields\t${v.gold.toFixed(4)} hold the gold answer`);
    if (harness.unserved.size) console.log(`not served (no local copy): ${[...harness.unserved].map(([u, why]) => `${u} (${why})`).join(', ')}`);
    console.log(
      JSON.stringify({
        solver: solver.name,
        tasks: names.length,
        fields: all_.fields,
        score: all_.score,
        gold: all_.gold,
        byType: types,
        byTask: Object.fromEntries(byTask.keys().map((k) => [k, byTask.get(k).score])),
        failures,
        unserved: [...harness.unserved.keys()],
      }),
    );
    return 0;
  },
};
