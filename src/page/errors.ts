import { RussError } from '../errors.js';

/**
 * A page source that cannot become a page model: `E_PAGE_INVALID` (not the expected shape) or
 * `E_PAGE_TOO_LARGE` (over the element or byte limits).
 */
export class PageError extends RussError {}

export function invalidPage(message: string, details?: Record<string, unknown>): PageError {
  return new PageError('E_PAGE_INVALID', message, details);
}
