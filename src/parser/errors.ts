import { RussError } from '../errors.js';

/**
 * The parser's structured refusal. Codes:
 * - `E_PARSE_INPUT`: not a string
 * - `E_PARSE_EMPTY`: nothing to parse (empty, white space, or no words at all)
 * - `E_PARSE_TOO_LONG`: longer than the parser reads (characters or tokens)
 * - `E_PARSE_REFUSED`: the model's reading does not make a well-typed program (`details.reason` says why)
 */
export class ParseError extends RussError {
  constructor(code: 'E_PARSE_INPUT' | 'E_PARSE_EMPTY' | 'E_PARSE_TOO_LONG' | 'E_PARSE_REFUSED', message: string, details?: Record<string, unknown>) {
    super(code, message, details);
  }
}
