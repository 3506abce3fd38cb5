/**
 * Command-line arguments, read one way for every command: the command's option table (its entry
 * in `COMMANDS`, index.ts) says which flags exist and which take a value; `parseCliArgs` checks the
 * arguments against it and a command reads typed values from the result. Bad usage is a
 * `CliUsageError` (exit status 2), never a silently ignored or half-read option.
 */
import { RussError } from '../errors.js';
import type { OptionSpec } from './index.js';
import { isIsoDay } from '../parser/dates.js';

export class CliUsageError extends RussError {
  constructor(message: string) {
    super('E_USAGE', message);
  }
}

/** What a number option accepts; `what` completes "--flag takes …" in the error. */
export interface NumberRule {
  what: string;
  integer?: boolean;
  /** Lowest value allowed. */
  min?: number;
  /** Value it must be greater than. */
  above?: number;
  max?: number;
}

/** A positive number of milliseconds (`--timeout`). */
export const MILLISECONDS: NumberRule = { what: 'a positive number of milliseconds', above: 0 };
/** A number of milliseconds, 0 allowed (`--element-timeout`). */
export const MILLISECONDS_OR_0: NumberRule = { what: 'a number of milliseconds ≥ 0', min: 0 };
/** A count (`--limit`, `--instances`). */
export const POSITIVE_WHOLE: NumberRule = { what: 'a positive whole number', integer: true, min: 1 };
/** A count that may be 0 (`--skip`). */
export const WHOLE: NumberRule = { what: 'a whole number ≥ 0', integer: true, min: 0 };
/** A probability (`--min-confidence`). */
export const UNIT_INTERVAL: NumberRule = { what: 'a number in [0, 1]', min: 0, max: 1 };

/** A command's arguments, checked against its option table. */
export class CliArgs {
  constructor(
    /** The arguments that are not options, in order (everything after `--` is one). */
    readonly positionals: readonly string[],
    private readonly given: ReadonlyMap<string, readonly string[]>,
  ) {}

  /** Whether the option (a switch or one with a value) was given. */
  has(flag: string): boolean {
    return this.given.has(flag);
  }

  /** The option's value (the last one when given several times). */
  value(flag: string): string | undefined {
    return this.given.get(flag)?.at(-1);
  }

  /** Every value of a repeatable option, in order. */
  values(flag: string): string[] {
    return [...(this.given.get(flag) ?? [])];
  }

  /** The option's value as a number that follows `rule`; a value that does not is a usage error. */
  number(flag: string, rule: NumberRule): number | undefined {
    const v = this.value(flag);
    if (v === undefined) return undefined;
    const n = v.trim() === '' ? NaN : Number(v);
    const ok =
      Number.isFinite(n) &&
      (!rule.integer || Number.isInteger(n)) &&
      (rule.min === undefined || n >= rule.min) &&
      (rule.above === undefined || n > rule.above) &&
      (rule.max === undefined || n <= rule.max);
    if (!ok) throw new CliUsageError(`${flag} takes ${rule.what}, not ${JSON.stringify(v)}`);
    return n;
  }

  /** No positional argument (a command that takes none). */
  none(): void {
    if (this.positionals.length) throw new CliUsageError(`Unexpected argument "${this.positionals[0]}"`);
  }

  /** The one positional argument `what` names ("the benchmark folder"); none or several is a usage error. */
  single(what: string): string {
    if (this.positionals.length === 0) throw new CliUsageError(`Give ${what}`);
    if (this.positionals.length > 1) throw new CliUsageError(`Only one argument, ${what}; got ${this.positionals.map((p) => JSON.stringify(p)).join(', ')}`);
    return this.positionals[0]!;
  }
}

/**
 * Reads `args` against a command's options: `--flag value`, `--flag=value`, switches, `--` (the
 * rest is positional) and `-` (a positional: stdin). Unknown options, a value missing or given to
 * a switch are usage errors.
 */
export function parseCliArgs(options: readonly OptionSpec[], args: readonly string[]): CliArgs {
  const positionals: string[] = [];
  const given = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!a.startsWith('--')) {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const spec = options.find((o) => o.flag === flag);
    if (!spec) throw new CliUsageError(`unknown option ${flag}`);
    let value: string;
    if (!spec.value) {
      if (eq > 0) throw new CliUsageError(`${flag} takes no value`);
      value = '';
    } else if (eq > 0) {
      value = a.slice(eq + 1);
    } else {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new CliUsageError(`${flag} needs a value (${spec.value})`);
      value = next;
      i++;
    }
    given.set(flag, [...(given.get(flag) ?? []), value]);
  }
  return new CliArgs(positionals, given);
}

/** The `--today` flag's day ("YYYY-MM-DD"), checked; undefined when not given. */
export function todayFlag(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isIsoDay(value)) throw new CliUsageError(`--today must be a day written YYYY-MM-DD (2026-11-27), not "${value}"`);
  return value;
}
