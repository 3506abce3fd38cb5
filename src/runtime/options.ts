/**
 * Options are checked where they enter the API (`new Russ(…)`, `execute(…)`): an unknown key (a
 * typo such as `minConfidance`, or an option of another function) or a value of the wrong kind
 * is a RuntimeConfigError naming the option, never silently ignored.
 */
import { RuntimeConfigError } from './errors.js';
import type { ExecuteOptions } from './types.js';
import { isIsoDay } from '../parser/dates.js';

/** Every key of ExecuteOptions (the type check below fails when one is added to the interface but not here). */
export const EXECUTE_OPTION_KEYS = ['ground', 'minConfidence', 'minScore', 'onLowConfidence', 'elementTimeout', 'timeout', 'dialogueTimeout', 'allowedOrigins', 'secretKeys', 'askTries', 'signal', 'today'] as const;
type Unlisted = Exclude<keyof ExecuteOptions, (typeof EXECUTE_OPTION_KEYS)[number]>;
const everyKeyListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyKeyListed;

type Check = (v: unknown) => boolean;
const number01: Check = (v) => typeof v === 'number' && v >= 0 && v <= 1;
const nonNegative: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const VALUE_CHECKS: Record<string, [Check, string]> = {
  ground: [(v) => typeof v === 'function', 'a function'],
  minConfidence: [number01, 'a number from 0 to 1'],
  minScore: [number01, 'a number from 0 to 1'],
  onLowConfidence: [(v) => v === 'stop' || v === 'ask', '"stop" or "ask"'],
  elementTimeout: [nonNegative, 'a number of milliseconds ≥ 0'],
  timeout: [(v) => nonNegative(v) && (v as number) > 0, 'a number of milliseconds > 0'],
  dialogueTimeout: [(v) => typeof v === 'number' && v > 0, 'a number of milliseconds > 0 (Infinity: no limit)'],
  allowedOrigins: [(v) => Array.isArray(v) && v.every((o) => typeof o === 'string'), 'an array of origins or hosts'],
  secretKeys: [(v) => Array.isArray(v) && v.every((k) => typeof k === 'string' || k instanceof RegExp), 'an array of key words or patterns'],
  askTries: [(v) => Number.isInteger(v) && (v as number) >= 1, 'a whole number ≥ 1'],
  signal: [(v) => typeof v === 'object' && v !== null && 'aborted' in v, 'an AbortSignal'],
  today: [isIsoDay, 'a day written "YYYY-MM-DD" (2026-11-27)'],
  sendFilledForms: [(v) => typeof v === 'boolean', 'true or false'],
};

/** Throw RuntimeConfigError for a key not in `allowed` or a value of the wrong kind (undefined values are allowed). */
export function checkOptions(where: string, options: object, allowed: readonly string[]): void {
  for (const [key, value] of Object.entries(options)) {
    if (!allowed.includes(key)) {
      throw new RuntimeConfigError(`${where}: unknown option "${key}" (known: ${allowed.join(', ')})`, { option: key });
    }
    const check = VALUE_CHECKS[key];
    if (value !== undefined && check && !check[0](value)) {
      throw new RuntimeConfigError(`${where}: option "${key}" must be ${check[1]}`, { option: key });
    }
  }
}
