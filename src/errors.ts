/**
 * Every error the SDK throws on purpose is a RussError with a stable `code`, so hosts can branch
 * on `err.code` instead of parsing messages. Modules subclass it; nothing else is thrown at users.
 */
import type { StepEvent } from './runtime/types.js';

/**
 * Marks RussError's prototype in every copy of the SDK loaded in one process: the ESM and CJS
 * builds are separate files with separate classes, so `instanceof` falls back to this mark plus
 * the class name (a ParseError from `require` is a ParseError to code that used `import`).
 */
const BRAND = Symbol.for('russ-sdk.RussError');

export class RussError extends Error {
  readonly code: string;
  readonly details?: Record<string, unknown>;
  /** Set when a run stopped on this error: the failed step's event (secrets masked). */
  event?: StepEvent;
  /** Set when a run stopped on this error: the events of the run so far, the failed step last. */
  trace?: StepEvent[];

  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    if (details) this.details = details;
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    if (typeof value !== 'object' || value === null || !(BRAND in value)) return false;
    for (let p: object | null = Object.getPrototypeOf(value); p; p = Object.getPrototypeOf(p)) {
      if (Object.prototype.hasOwnProperty.call(p, 'constructor') && (p as { constructor: { name: string } }).constructor.name === this.name) return true;
    }
    return false;
  }

  toJSON(): { code: string; message: string; details?: Record<string, unknown> } {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}
Object.defineProperty(RussError.prototype, BRAND, { value: true });
