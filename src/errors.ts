/**
 * Every error the SDK throws on purpose is a RussError with a stable `code`, so hosts can branch
 * on `err.code` instead of parsing messages. Modules subclass it; nothing else is thrown at users.
 */
export class RussError extends Error {
  readonly code: string;
  readonly details?: Record<string, unknown>;
  constructor(code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    if (details) this.details = details;
  }
  toJSON(): { code: string; message: string; details?: Record<string, unknown> } {
    return this.details ? { code: this.code, message: this.message, details: this.details } : { code: this.code, message: this.message };
  }
}
