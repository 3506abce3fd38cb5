/**
 * What `@goto` may open: http(s) only (javascript:, file:, data:… are refused), a bare domain
 * ("shop.example", "www.shop.example/help") becomes https://, and a host may restrict runs to a list of
 * origins. Refusals are typed errors, never a silent skip.
 */
import type { Adapter } from './adapter.js';
import { NavigationBlockedError, PageLoadError, UnsafeUrlError } from './errors.js';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_HOST = /^(localhost|(\d{1,3}\.){3}\d{1,3}|([a-z0-9-]+\.)+[a-z]{2,})(:\d+)?([/?#].*)?$/i;

/**
 * The absolute http(s) URL a `@goto` should open, or a typed error.
 * `base` resolves relative paths ("/help") against the current page.
 */
export function resolveGotoUrl(raw: string, base?: string): string {
  let text = raw.trim().replace(/^["'<(]+|[>"')]+$/g, '').replace(/[.,;:!]+$/, '');
  if (text === '') throw new UnsafeUrlError('E_GOTO_INVALID', 'Cannot open an empty URL', raw);
  if (/^\/\//.test(text)) text = `https:${text}`;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  // "localhost:8080/x" parses as scheme "localhost"; a host:port is not a scheme.
  const looksLikeHostPort = scheme !== undefined && /^[a-z0-9.-]+:\d+(\/|$)/i.test(text);
  let url: URL;
  if (scheme && !looksLikeHostPort) {
    if (scheme !== 'http' && scheme !== 'https') {
      throw new UnsafeUrlError('E_GOTO_SCHEME', `Refusing to open a ${scheme}: URL; only http and https are allowed`, raw);
    }
    url = parseUrl(text, raw);
  } else if (BARE_HOST.test(text)) {
    url = parseUrl(`${/^(localhost|127\.)/i.test(text) ? 'http' : 'https'}://${text}`, raw);
  } else if (base && /^[/?#.]/.test(text)) {
    url = parseUrl(new URL(text, base).href, raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UnsafeUrlError('E_GOTO_SCHEME', `Refusing to open ${url.protocol} URL; only http and https are allowed`, raw);
    }
  } else {
    throw new UnsafeUrlError('E_GOTO_INVALID', `Not a web address: ${JSON.stringify(raw)}`, raw);
  }
  return url.href;
}

function parseUrl(text: string, raw: string): URL {
  try {
    return new URL(text);
  } catch {
    throw new UnsafeUrlError('E_GOTO_INVALID', `Not a web address: ${JSON.stringify(raw)}`, raw);
  }
}

/**
 * Whether `url` is within `allowed`: each entry an origin ("https://shop.example"), a host
 * ("shop.example", also matching its subdomains) or "*".
 */
export function isAllowedUrl(url: string, allowed: readonly string[] | undefined): boolean {
  if (!allowed) return true;
  const u = new URL(url);
  return allowed.some((entry) => {
    const e = entry.trim().toLowerCase();
    if (e === '*') return true;
    if (/^https?:\/\//.test(e)) {
      try {
        return new URL(e).origin === u.origin;
      } catch {
        return false;
      }
    }
    const host = e.replace(/^\*\./, '');
    return u.hostname === host || u.hostname.endsWith(`.${host}`);
  });
}

/** `resolveGotoUrl` plus the allowlist check; throws `E_GOTO_ORIGIN` outside it. */
export function checkGotoUrl(raw: string, options: { base?: string; allowedOrigins?: readonly string[] } = {}): string {
  const url = resolveGotoUrl(raw, options.base);
  if (!isAllowedUrl(url, options.allowedOrigins)) {
    throw new UnsafeUrlError('E_GOTO_ORIGIN', `${new URL(url).origin} is not in the allowed origins`, url);
  }
  return url;
}

/** Whether the page may be on `url`: about:blank (a fresh tab) always, http(s) within `allowed`, nothing else. */
export function isAllowedNavigation(url: string, allowed: readonly string[] | undefined): boolean {
  if (!allowed || url === '' || /^about:(blank|srcdoc)$/i.test(url)) return true;
  return /^https?:/i.test(url) && isAllowedUrl(url, allowed);
}

/**
 * Where the page is, before a step acts and after it (`after`). After a step, stop with
 * E_PAGE_ERROR when it left the browser on its own error page (with or without an allowlist).
 * With `allowedOrigins`, stop (E_NAVIGATION_BLOCKED) when the adapter blocked a navigation or the
 * page is now off the list. Adapters that can block at the request level are asked to
 * (`restrictNavigation`); the URL check covers the others (DOM adapter).
 * `leaving`: the step is a `@goto`, which does not act on the page it starts from.
 */
export async function checkNavigation(adapter: Adapter, allowed: readonly string[] | undefined, options: { leaving?: boolean; after?: boolean } = {}): Promise<void> {
  if (allowed) {
    await adapter.restrictNavigation?.((url) => isAllowedNavigation(url, allowed));
    const blocked = await adapter.takeBlockedNavigation?.();
    if (blocked) throw new NavigationBlockedError(blocked);
  }
  if (options.leaving || (!allowed && !options.after)) return;
  const url = await adapter.url();
  if (isBrowserErrorPage(url)) throw new PageLoadError(url);
  if (allowed && !isAllowedNavigation(url, allowed)) throw new NavigationBlockedError(url);
}

/** Chromium's own error page (a failed load, or an error status with an empty body). */
export function isBrowserErrorPage(url: string): boolean {
  return /^chrome-error:/i.test(url);
}
