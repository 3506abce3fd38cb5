/**
 * linkedom for `pageFromHtml` in Node, loaded on first use: it is most of the SDK's import time
 * (~70 ms of CPU), and only HTML strings need it. The browser build swaps this module for
 * linkedom.browser.ts (browsers have DOMParser).
 */
import { createRequire } from 'node:module';
import type * as Linkedom from 'linkedom';

let loaded: typeof Linkedom.parseHTML | undefined;

export function parseHTML(...args: Parameters<typeof Linkedom.parseHTML>): ReturnType<typeof Linkedom.parseHTML> {
  loaded ??= (createRequire(import.meta.url)('linkedom') as typeof Linkedom).parseHTML;
  return loaded(...args);
}
