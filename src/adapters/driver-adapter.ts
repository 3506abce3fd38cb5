/**
 * What Playwright and Puppeteer adapters share: the capture, the in-page actions, and waiting for
 * the page to settle (navigation → load → network quiet → DOM quiet), all bounded by timeouts.
 * Subclasses supply the driver-specific parts: evaluating a string in the page, a handle to an
 * element's live node (in its own frame), trusted pointer/keyboard input, and load waiting.
 */
import { CAPTURE_SCRIPT, pageFromCapture } from '../page/index.js';
import type { PageModel } from '../page/types.js';
import type { Adapter, ElementRef, SettleOptions, TabInfo } from '../runtime/adapter.js';
import { ActionError, PageTimeoutError } from '../runtime/errors.js';
import { PAGE_ACTIONS_SCRIPT, parsePageError } from './in-page-actions.js';
import { ELEMENT_HANDLE_EXPRESSION } from '../page/index.js';

export interface DriverAdapterOptions {
  /** Navigation / load timeout in ms (default 60 s, as in the paper). */
  timeout?: number;
  /** Upper bound of the network/DOM quiet wait after an action, in ms (default 3 s). Slow content is then awaited by the runtime's element polling. */
  settleTimeout?: number;
  /** How long a trusted pointer action may wait for the element to become actionable before the in-page fallback (default 3 s). */
  actionTimeout?: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** `p`, or a rejection after `ms`. */
function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Timeout after ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

/** What the tab actions need of a driver's page (Playwright's and Puppeteer's `Page` both have it). */
export interface DriverPage {
  url(): string;
  title(): Promise<string>;
  close(): Promise<void>;
  bringToFront(): Promise<void>;
}

/** Errors a page throws while it navigates away; the call is retried on the new document. */
const NAVIGATING = /Execution context was destroyed|Cannot find context|context.*(destroyed|disposed)|navigat|Target closed|detached Frame|frame was detached|Inspected target navigated/i;

export abstract class DriverAdapter implements Adapter {
  abstract readonly name: string;
  protected readonly timeout: number;
  protected readonly settleTimeout: number;
  protected readonly actionTimeout: number;

  constructor(options: DriverAdapterOptions = {}) {
    this.timeout = options.timeout ?? 60_000;
    this.settleTimeout = options.settleTimeout ?? 3_000;
    this.actionTimeout = options.actionTimeout ?? 3_000;
  }

  /** Evaluate a JavaScript expression in the main frame; awaits a returned promise. */
  protected abstract evaluateExpression<T>(expression: string): Promise<T>;
  /** Requests in flight now (for "network idle-ish"). */
  protected abstract inflightRequests(): number;
  /** Wait for the current document's load event (bounded). */
  protected abstract waitForLoad(timeout: number): Promise<void>;
  protected abstract navigate(url: string, timeout: number): Promise<void>;
  abstract url(): Promise<string>;
  /** A trusted click on the element; throws when the driver cannot (then the in-page click is used). */
  protected abstract nativeClick(ref: ElementRef): Promise<void>;
  protected abstract nativeHover(ref: ElementRef): Promise<void>;
  protected abstract nativePress(key: string, ref?: ElementRef): Promise<void>;
  /** Type into the element replacing its text; return false to use the in-page fill. */
  protected abstract nativeFill(ref: ElementRef, text: string): Promise<boolean>;

  /** JS expression of the live node of `ref`, evaluated in the element's own frame (its top window holds `__russ`). */
  protected nodeExpression(ref: ElementRef, fromFrame: boolean): string {
    return fromFrame ? `window.top.__russ.nodes[${Number(ref.id)}]` : `(${ELEMENT_HANDLE_EXPRESSION})(${JSON.stringify(ref.id)})`;
  }

  /** Call one of the in-page actions, retrying while the page navigates; page errors become typed errors. */
  protected async inPage<T>(call: string, args: unknown[], timeout = this.timeout): Promise<T> {
    const expression = `(${PAGE_ACTIONS_SCRIPT})().${call}(${args.map((a) => JSON.stringify(a ?? null)).join(',')})`;
    return this.evaluateRetrying<T>(expression, timeout);
  }

  protected async evaluateRetrying<T>(expression: string, timeout = this.timeout): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      try {
        return await this.evaluateExpression<T>(expression);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const page = parsePageError(message);
        if (page) {
          throw new ActionError(page.code === 'E_NO_OPTION' ? 'E_NO_OPTION' : page.code === 'E_ACTION_UNSUPPORTED' ? 'E_ACTION_UNSUPPORTED' : 'E_ACTION_FAILED', page.message, { pageCode: page.code });
        }
        if (!NAVIGATING.test(message) || Date.now() > deadline) throw err;
        await sleep(100);
        await this.waitForLoad(Math.max(0, deadline - Date.now())).catch(() => undefined);
      }
    }
  }

  async capture(): Promise<PageModel> {
    const raw = await this.evaluateRetrying<unknown>(`(${CAPTURE_SCRIPT})()`);
    return pageFromCapture(raw);
  }

  async goto(url: string): Promise<void> {
    try {
      await this.navigate(url, this.timeout);
    } catch (err) {
      const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
      if (/timeout/i.test(message ?? '')) throw new PageTimeoutError(`${url} did not load within ${this.timeout} ms`, { url });
      throw new ActionError('E_ACTION_FAILED', `Could not open ${url}: ${message}`, { url });
    }
    await this.settle();
  }

  /**
   * A trusted pointer click when a pointer can reach the element; otherwise (zero size, a
   * visually hidden input behind a styled label, covered) the in-page click, which still reaches
   * the page's handlers — without first waiting out the driver's actionability timeout.
   */
  protected async pointerClick(ref: ElementRef): Promise<void> {
    const [reachable] = await this.hittable([ref]);
    let clicked = false;
    if (reachable) {
      try {
        clicked = true;
        await this.nativeClick(ref);
        return;
      } catch (err) {
        if (err instanceof ActionError) throw err;
      }
    }
    try {
      await this.inPage('click', [ref.id]);
    } catch (err) {
      // The pointer click reached the element and the page replaced it (a choice that submits its form).
      if (clicked && /E_STALE_ELEMENT/.test(String((err as Error)?.message ?? err))) return;
      throw err;
    }
  }

  async click(ref: ElementRef): Promise<void> {
    const opensTab = await this.evaluateRetrying<boolean>(
      `(() => { let n = globalThis.__russ && globalThis.__russ.nodes[${Number(ref.id)}]; if (n && n.nodeType === 3) n = n.parentElement; const a = n && n.closest && n.closest('a[href][target]'); return !!a && !/^_(self|parent|top)$/i.test(a.getAttribute('target') || ''); })()`,
    ).catch(() => false);
    await this.pointerClick(ref);
    await this.settle();
    if (await this.followNewPage(opensTab ? 2000 : 0)) await this.settle();
  }

  /**
   * A click that opened a new tab or window (`target="_blank"`, `window.open`) moves the run
   * there, as a user's attention would; `waitMs`: how long to wait for one that is expected.
   * Drivers that can see new pages override this.
   */
  protected async followNewPage(_waitMs: number): Promise<boolean> {
    return false;
  }

  async fill(ref: ElementRef, text: string): Promise<void> {
    let done = false;
    try {
      done = await this.nativeFill(ref, text);
    } catch {
      done = false;
    }
    if (!done) await this.inPage('fill', [ref.id, text]);
    await this.settle();
  }

  async selectOption(ref: ElementRef, label: string): Promise<string> {
    const chosen = await this.inPage<string>('select', [ref.id, label]);
    await this.settle();
    return chosen;
  }

  async setChecked(ref: ElementRef, checked: boolean): Promise<void> {
    if ((await this.inPage<boolean>('isChecked', [ref.id])) === checked) return;
    // A click first (custom checkboxes listen to pointer events); the in-page toggle if that did not do it.
    await this.pointerClick(ref);
    await this.settle();
    let now: boolean;
    try {
      now = await this.inPage<boolean>('isChecked', [ref.id]);
    } catch (err) {
      // A choice that submits its form on change ("Colour: ○ Red ○ Green") reloads the page: the click did its work.
      if (/E_STALE_ELEMENT/.test(String((err as Error)?.message ?? err))) return;
      throw err;
    }
    if (now !== checked) {
      await this.inPage('setChecked', [ref.id, checked]);
      await this.settle();
    }
  }

  async setRange(ref: ElementRef, value: string): Promise<void> {
    await this.inPage('setValue', [ref.id, value]);
    await this.settle();
  }

  async hittable(refs: ElementRef[]): Promise<boolean[]> {
    const ids = JSON.stringify(refs.map((r) => r.id));
    return this.evaluateRetrying<boolean[]>(`((a) => ${ids}.map((id) => a.hittable(id)))((${PAGE_ACTIONS_SCRIPT})())`);
  }

  async read(ref: ElementRef): Promise<string> {
    return this.inPage<string>('read', [ref.id]);
  }

  async scroll(ref?: ElementRef, deltaY = 600): Promise<void> {
    if (ref) await this.inPage('scrollTo', [ref.id]);
    else await this.inPage('scrollBy', [deltaY]);
    await this.settle();
  }

  /** Back or forward in the tab's history (no-op when there is no such entry), then settle. */
  async history(direction: 'back' | 'forward'): Promise<void> {
    try {
      await this.historyStep(direction, this.timeout);
    } catch (err) {
      const message = err instanceof Error ? err.message.split('\n')[0] ?? '' : String(err);
      if (/timeout/i.test(message)) throw new PageTimeoutError(`Going ${direction} did not load within ${this.timeout} ms`, { url: await this.url().catch(() => '') });
      throw new ActionError('E_ACTION_FAILED', `Could not go ${direction}: ${message}`);
    }
    await this.settle();
  }

  /** The driver's own history navigation, waiting for the load (bounded by `timeout`). */
  protected abstract historyStep(direction: 'back' | 'forward', timeout: number): Promise<void>;

  /** The run's tabs: every page of the browser context, in opening order. */
  async tabs(): Promise<TabInfo[]> {
    const pages = await this.contextPages();
    return Promise.all(pages.map(async (p) => ({ url: p.url(), title: await withDeadline(p.title(), 2000).catch(() => ''), current: p === this.currentPage() })));
  }

  async switchTab(index: number): Promise<void> {
    const pages = await this.contextPages();
    const page = pages[index];
    if (!page) throw new ActionError('E_ACTION_FAILED', `There is no tab ${index + 1}; ${pages.length} open`);
    this.usePage(page);
    await page.bringToFront().catch(() => undefined);
    await this.settle();
  }

  async closeTab(): Promise<void> {
    const pages = await this.contextPages();
    const i = pages.indexOf(this.currentPage());
    if (pages.length <= 1) throw new ActionError('E_ACTION_UNSUPPORTED', 'This is the only open tab; closing it would end the run');
    const next = pages[i > 0 ? i - 1 : 1]!;
    await withDeadline(this.currentPage().close(), this.actionTimeout);
    this.usePage(next);
    await next.bringToFront().catch(() => undefined);
    await this.settle();
  }

  /** The pages (tabs) of the current page's browser context, and the page the run is on. */
  protected abstract contextPages(): Promise<DriverPage[]>;
  protected abstract currentPage(): DriverPage;
  /** Move the run to another page of the context (watching its requests). */
  protected abstract usePage(page: DriverPage): void;

  async press(key: string, ref?: ElementRef): Promise<void> {
    await this.nativePress(key, ref);
    await this.settle();
  }

  async hover(ref: ElementRef): Promise<void> {
    try {
      await this.nativeHover(ref);
    } catch {
      await this.inPage('hover', [ref.id]);
    }
    await this.settle();
  }

  /** Navigation → load → no request in flight for 250 ms (when any started) → no DOM mutation for 100 ms; the quiet parts bounded by `settleTimeout`. */
  async settle(options: SettleOptions = {}): Promise<void> {
    const timeout = options.timeout ?? this.timeout;
    const start = Date.now();
    await sleep(30); // let a navigation or fetch the action triggered begin
    const quietDeadline = start + Math.min(this.settleTimeout, timeout);
    if (this.inflightRequests() > 0) {
      let idleSince = 0;
      while (Date.now() < quietDeadline) {
        if (this.inflightRequests() === 0) {
          if (idleSince === 0) idleSince = Date.now();
          if (Date.now() - idleSince >= 250) break;
        } else idleSince = 0;
        await sleep(25);
      }
    }
    try {
      await this.waitForLoad(Math.max(1, start + timeout - Date.now()));
    } catch {
      throw new PageTimeoutError(`The page did not finish loading within ${timeout} ms`, { url: await this.url().catch(() => '') });
    }
    const left = Math.max(50, quietDeadline - Date.now());
    await this.evaluateRetrying(`(${PAGE_ACTIONS_SCRIPT})().quiet(100, ${left})`, Math.max(1000, start + timeout - Date.now())).catch(() => undefined);
  }
}
