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
import { holdsText, holdsValue, notActionable, notVerified, showsOption } from './verify.js';
import { ELEMENT_HANDLE_EXPRESSION } from '../page/index.js';

export interface DriverAdapterOptions {
  /** Navigation / load timeout in ms (default 60 s, as in the paper). */
  timeout?: number;
  /** Upper bound of the network/DOM quiet wait after an action, in ms (default 3 s). Slow content is then awaited by the runtime's element polling. */
  settleTimeout?: number;
  /** How long a trusted pointer action may wait for the element to become actionable before the in-page fallback (default 3 s). */
  actionTimeout?: number;
}

/** What the adapters need of a Chrome DevTools Protocol session (Playwright's and Puppeteer's CDPSession both fit). */
export interface CdpSession {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}

/** Name of the isolated JavaScript world the SDK's in-page code runs in (Chromium). */
const WORLD_NAME = '__russ_isolated_world';

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

/** What traffic counting needs of a driver's page (Playwright's and Puppeteer's pages both have it). */
interface TrafficSource {
  on(event: 'request' | 'requestfinished' | 'requestfailed' | 'framenavigated', listener: (value: unknown) => void): unknown;
  mainFrame(): unknown;
}

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

  /** Evaluate a JavaScript expression in the main frame's page world; awaits a returned promise (browsers without CDP). */
  protected abstract evaluateExpression<T>(expression: string): Promise<T>;
  /**
   * A CDP session on the current page, or undefined where the browser has none (then the SDK's
   * in-page code runs in the page's own world, which a page script can tamper with).
   */
  protected cdpSession(): Promise<CdpSession | undefined> {
    return Promise.resolve(undefined);
  }
  private world?: Promise<{ session: CdpSession; contextId: number } | undefined>;

  /** Forget the isolated world (the page it lived in was replaced). */
  protected resetIsolatedWorld(): void {
    this.world = undefined;
  }

  /**
   * The isolated world (Chromium's \`Page.createIsolatedWorld\`, what Playwright calls its utility
   * world): the same DOM, but its own globals and prototypes. The capture's node list and every
   * in-page action live there, out of reach of page scripts.
   */
  private isolatedWorld(): Promise<{ session: CdpSession; contextId: number } | undefined> {
    this.world ??= (async () => {
      const session = await this.cdpSession();
      if (!session) return undefined;
      const tree = (await session.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
      const world = (await session.send('Page.createIsolatedWorld', { frameId: tree.frameTree.frame.id, worldName: WORLD_NAME, grantUniversalAccess: true })) as {
        executionContextId: number;
      };
      return { session, contextId: world.executionContextId };
    })();
    const pending = this.world;
    pending.catch(() => {
      if (this.world === pending) this.world = undefined;
    });
    return pending;
  }

  /** Evaluate in the isolated world where there is one (Chromium), else in the page. */
  private async evaluateIsolated<T>(expression: string): Promise<T> {
    const world = await this.isolatedWorld();
    if (!world) return this.evaluateExpression<T>(expression);
    let reply: { result?: { value?: unknown }; exceptionDetails?: { text?: string; exception?: { description?: string; value?: unknown } } };
    try {
      reply = (await world.session.send('Runtime.evaluate', { expression, contextId: world.contextId, awaitPromise: true, returnByValue: true })) as typeof reply;
    } catch (err) {
      this.resetIsolatedWorld(); // the document (and its worlds) went away: "Cannot find context…"
      throw err;
    }
    if (reply.exceptionDetails) {
      const d = reply.exceptionDetails;
      throw new Error(String(d.exception?.description ?? d.exception?.value ?? d.text ?? 'page error'));
    }
    return reply.result?.value as T;
  }

  /** A trusted mouse event sequence at top-level viewport coordinates, through CDP. */
  private async cdpMouse(session: CdpSession, at: { x: number; y: number }, click: boolean): Promise<void> {
    await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: at.x, y: at.y, button: 'none', buttons: 0 });
    if (!click) return;
    await session.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: at.x, y: at.y, button: 'left', buttons: 1, clickCount: 1 });
    await session.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: at.x, y: at.y, button: 'left', buttons: 0, clickCount: 1 });
  }

  /**
   * A trusted click or hover on the element: in the isolated world, the point where the hit test
   * lands on the element, then CDP mouse input there; without CDP, the driver's element click.
   */
  private async trustedPointer(ref: ElementRef, click: boolean): Promise<void> {
    const world = await this.isolatedWorld();
    if (!world) return click ? this.nativeClick(ref) : this.nativeHover(ref);
    const at = await this.inPage<{ x: number; y: number }>('pointFor', [ref.id]);
    if (!click) return this.cdpMouse(world.session, at, false);
    await this.inPage('armClick', [ref.id]);
    await this.cdpMouse(world.session, at, true);
    // The click event's path says where it really landed (a page that moved things under the
    // pointer, an overlay that appeared). A page that navigated away took the watch with it.
    const landed = await this.evaluateIsolated<string>(`(${PAGE_ACTIONS_SCRIPT})().clickLanded(${JSON.stringify(ref.id)})`).catch(() => 'gone');
    if (landed.startsWith('off')) throw notVerified(`the click landed ${landed.replace(/^off: /, 'on ')}, not on the element`, ref);
  }
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

  /** Main-frame navigations of the run's page so far (counted by `watchTraffic`). */
  protected navigations = 0;
  /** The run's page's requests in flight now (for "network idle-ish"). */
  private readonly inflight = new Set<unknown>();
  private readonly watched = new WeakSet<object>();

  /**
   * Counts `page`'s requests in flight and main-frame navigations while `isCurrent()` (it is the
   * run's page). Once per page: false when it is already watched.
   */
  protected watchTraffic(page: TrafficSource, isCurrent: () => boolean): boolean {
    if (this.watched.has(page)) return false;
    this.watched.add(page);
    page.on('request', (r) => isCurrent() && this.inflight.add(r));
    page.on('requestfinished', (r) => this.inflight.delete(r));
    page.on('requestfailed', (r) => this.inflight.delete(r));
    page.on('framenavigated', (f) => {
      if (isCurrent() && f === page.mainFrame()) {
        this.inflight.clear();
        this.navigations++;
      }
    });
    return true;
  }

  /** The run moved to another page: the requests of the one before no longer count. */
  protected forgetInflight(): void {
    this.inflight.clear();
  }
  /** What `restrictNavigation` allows (undefined: no restriction). */
  protected allow?: (url: string) => boolean;
  private guarded = false;
  private blocked?: string;

  /** Block top-level document requests (of the page and its popups) that `allow` refuses; see Adapter. */
  async restrictNavigation(allow: (url: string) => boolean): Promise<void> {
    this.allow = allow;
    if (this.guarded) return;
    this.guarded = true;
    await this.installNavigationGuard();
  }

  takeBlockedNavigation(): string | undefined {
    const url = this.blocked;
    this.blocked = undefined;
    return url;
  }

  /** Called by the driver's guard when it blocked a document request. */
  protected noteBlocked(url: string): void {
    this.blocked ??= url;
  }

  /** Whether a top-level document request to `url` must be blocked. */
  protected refuses(url: string): boolean {
    return !!this.allow && !this.allow(url);
  }

  /** Install the driver's request-level guard (route / request interception) once. */
  protected abstract installNavigationGuard(): Promise<void>;

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
        return await this.evaluateIsolated<T>(expression);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const page = parsePageError(message);
        if (page) {
          const known = ['E_NO_OPTION', 'E_ACTION_UNSUPPORTED', 'E_ELEMENT_NOT_ACTIONABLE'] as const;
          const code = known.find((c) => c === page.code) ?? 'E_ACTION_FAILED';
          throw new ActionError(code, page.message, { pageCode: page.code });
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
   * Playwright's actionability rules before any action: the element is attached, visible, enabled
   * and receives events at its centre. Otherwise nothing is done: E_ELEMENT_NOT_ACTIONABLE names the
   * failed check. Returns 'label' for a visually hidden checkbox/radio whose visible label is the
   * thing to click.
   */
  protected async ensureActionable(ref: ElementRef): Promise<'' | 'label'> {
    let verdict = await this.inPage<string>('actionable', [ref.id]);
    // Covered by a banner or a dialog that is not the element's own: close it through its own
    // least-consenting control, once, and look again (a page that puts it back is not fought).
    if (/^covered by/.test(verdict)) {
      const closed = await this.inPage<string>('dismissCover', [ref.id]).catch(() => '');
      if (closed) {
        this.dismissed.push(closed);
        await this.settle();
        const again = await this.inPage<string>('actionable', [ref.id]).catch(() => undefined);
        if (again !== undefined) verdict = again;
      }
    }
    const error = notActionable(verdict, ref);
    if (error) throw error;
    return verdict as '' | 'label';
  }

  /** Names of the overlays' controls clicked to uncover elements since the last call (then forgotten). */
  private dismissed: string[] = [];
  takeDismissed(): string[] {
    return this.dismissed.splice(0);
  }

  /** A trusted pointer click on an actionable element (through its label for a styled checkbox); the in-page click only when the driver cannot click. */
  protected async pointerClick(ref: ElementRef): Promise<void> {
    if ((await this.ensureActionable(ref)) === 'label') {
      await this.inPage('clickLabel', [ref.id]);
      return;
    }
    const navigations = this.navigations;
    try {
      await this.trustedPointer(ref, true);
      return;
    } catch (err) {
      if (err instanceof ActionError) throw err;
      // The click went through and the driver gave up waiting for the navigation it started (a busy
      // machine), or that navigation was blocked: the page is another document now, never clicked again.
      const message = err instanceof Error ? err.message : String(err);
      if (this.navigations !== navigations || this.blocked || NAVIGATING.test(message)) return;
    }
    try {
      await this.inPage('click', [ref.id]);
    } catch (err) {
      // The native click's navigation committed only now: the element is gone with its document.
      if (this.navigations !== navigations) return;
      throw err;
    }
  }

  async click(ref: ElementRef): Promise<void> {
    const opensTab = await this.evaluateRetrying<boolean>(
      `(() => { let n = globalThis.__russ && globalThis.__russ.nodes[${Number(ref.id)}]; if (n && n.nodeType === 3) n = n.parentElement; const a = n && n.closest && n.closest('a[href][target]'); return !!a && !/^_(self|parent|top)$/i.test(a.getAttribute('target') || ''); })()`,
    ).catch(() => false);
    const navigations = this.navigations;
    await this.pointerClick(ref);
    await this.awaitStartedNavigation(navigations);
    await this.settle();
    if (await this.followNewPage(opensTab ? 2000 : 0)) await this.settle();
  }

  /**
   * A click that submitted a form or followed a link has started a navigation the browser may not
   * have sent yet (a busy machine: `settle` would find the old document quiet and the action's
   * effect would land after the run ended). Wait until the document is replaced (a main-frame
   * navigation since `navigations`), the page says no navigation is pending, or the deadline
   * (the settle timeout, at least 5 s, at most the adapter's timeout).
   */
  protected async awaitStartedNavigation(navigations: number): Promise<void> {
    const deadline = Date.now() + Math.min(this.timeout, Math.max(this.settleTimeout, 5000));
    while (this.navigations === navigations && Date.now() < deadline) {
      let pending: boolean;
      try {
        pending = await this.evaluateIsolated<boolean>(`(${PAGE_ACTIONS_SCRIPT})().navigationPending()`);
      } catch {
        return; // the document is going: settle waits for the next one to load
      }
      if (!pending) return;
      await sleep(50);
    }
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
    await this.ensureActionable(ref);
    let done = false;
    try {
      // In the isolated world the in-page fill is tamper-proof; the driver's fill would use page-world handles.
      done = (await this.isolatedWorld()) ? false : await this.nativeFill(ref, text);
    } catch {
      done = false;
    }
    const navigations = this.navigations;
    if (!done) await this.inPage('fill', [ref.id, text]);
    await this.settle();
    // The field may format what is typed ("5551234" → "555-1234"): letters and digits must stay.
    const after = await this.readAfterChange(ref, navigations);
    if (after.reloaded) return;
    const now = after.value;
    if (!holdsText(now, text)) throw notVerified('the field does not hold the typed text', ref);
  }

  async selectOption(ref: ElementRef, label: string): Promise<string> {
    await this.ensureActionable(ref);
    const navigations = this.navigations;
    const chosen = await this.inPage<string>('select', [ref.id, label]);
    await this.settle();
    const after = await this.readAfterChange(ref, navigations);
    if (after.reloaded) return chosen;
    const now = after.value;
    if (!showsOption(now, chosen)) throw notVerified(`the dropdown shows "${now ?? ''}", not the chosen option`, ref);
    return chosen;
  }

  async setChecked(ref: ElementRef, checked: boolean): Promise<void> {
    if ((await this.inPage<boolean>('isChecked', [ref.id])) === checked) return;
    // A click first (custom checkboxes listen to pointer events); the in-page toggle if that did not do it.
    const navigations = this.navigations;
    await this.pointerClick(ref);
    await this.settle();
    let now: boolean;
    try {
      now = await this.inPage<boolean>('isChecked', [ref.id]);
    } catch (err) {
      if (this.reloadedSince(navigations, err)) return;
      throw err;
    }
    if (now !== checked) {
      await this.inPage('setChecked', [ref.id, checked]);
      await this.settle();
    }
    if ((await this.inPage<boolean>('isChecked', [ref.id])) !== checked) throw notVerified(`the control is still ${checked ? 'off' : 'on'}`, ref);
  }

  /**
   * Whether the element acted on is gone with its document because the page navigated since
   * `navigations` (before the action): a choice that submits its form on change ("Colour: ○ Red
   * ○ Green", a "Sort by" dropdown) reloaded the page, so the action did its work. A stale element
   * on a page that did not navigate is no such proof.
   */
  private reloadedSince(navigations: number, err: unknown): boolean {
    return this.navigations !== navigations && err instanceof ActionError && err.details?.pageCode === 'E_STALE_ELEMENT';
  }

  /**
   * The control's value after an action that started at `navigations`: `reloaded` when the action
   * reloaded the page (a field, dropdown or slider that submits its form on change: it did its
   * work), else the value read (undefined when it cannot be read: the caller's check fails).
   */
  private async readAfterChange(ref: ElementRef, navigations: number): Promise<{ reloaded: true } | { reloaded: false; value: string | undefined }> {
    try {
      return { reloaded: false, value: await this.inPage<string>('read', [ref.id]) };
    } catch (err) {
      return this.reloadedSince(navigations, err) ? { reloaded: true } : { reloaded: false, value: undefined };
    }
  }

  async setRange(ref: ElementRef, value: string): Promise<void> {
    await this.ensureActionable(ref);
    const navigations = this.navigations;
    await this.inPage('setValue', [ref.id, value]);
    await this.settle();
    const after = await this.readAfterChange(ref, navigations);
    if (after.reloaded) return;
    const now = after.value;
    if (!holdsValue(now, value)) throw notVerified(`it holds ${now === undefined ? 'nothing' : `"${now}"`}, not "${value}"`, ref, { holds: now });
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
  /** @internal */
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
  /** @internal */
  protected abstract contextPages(): Promise<DriverPage[]>;
  /** @internal */
  protected abstract currentPage(): DriverPage;
  /** Move the run to another page of the context (watching its requests). */
  /** @internal */
  protected abstract usePage(page: DriverPage): void;

  async press(key: string, ref?: ElementRef): Promise<void> {
    if (ref && (await this.isolatedWorld())) {
      await this.inPage('focus', [ref.id]);
      await this.nativePress(key);
    } else await this.nativePress(key, ref);
    await this.settle();
  }

  async hover(ref: ElementRef): Promise<void> {
    try {
      await this.trustedPointer(ref, false);
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
    if (this.inflight.size > 0) {
      let idleSince = 0;
      while (Date.now() < quietDeadline) {
        if (this.inflight.size === 0) {
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
