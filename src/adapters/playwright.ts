/**
 * Playwright adapter: `new PlaywrightAdapter(page)` for a playwright-core `Page`. playwright-core is
 * an optional peer dependency — imported here only as types; the host brings the browser.
 * Clicks, hovers, key presses and typing are trusted input through Playwright (with its
 * actionability checks, bounded by `actionTimeout`); elements in same-origin iframes are
 * reached through their frame.
 */
import type { CDPSession, ElementHandle, Page, Request } from 'playwright-core';
import type { ElementRef } from '../runtime/adapter.js';
import { DriverAdapter, type CdpSession, type DriverAdapterOptions } from './driver-adapter.js';
import type { PlaywrightPage } from './driver-pages.js';

export class PlaywrightAdapter extends DriverAdapter {
  readonly name = 'playwright';
  /** @internal The driver's page the run is on (a click that opens a new tab moves it there). */
  page: Page;
  private readonly opened: Page[] = [];
  /** Every page of this run (the first and the popups it led to). */
  private readonly pages = new Set<Page>();
  private cdp?: { page: Page; session: Promise<CDPSession | undefined> };

  constructor(page: PlaywrightPage, options: DriverAdapterOptions = {}) {
    super(options);
    this.page = page as unknown as Page;
    this.watch(this.page);
  }

  /** @internal */
  protected usePage(page: Page): void {
    this.page = page;
    this.resetIsolatedWorld();
    this.forgetInflight();
    this.watch(page);
  }

  /** @internal */
  protected async contextPages(): Promise<Page[]> {
    return this.page.context().pages().filter((p) => !p.isClosed());
  }

  /** @internal */
  protected currentPage(): Page {
    return this.page;
  }

  /** @internal */
  protected async historyStep(direction: 'back' | 'forward', timeout: number): Promise<void> {
    if (direction === 'back') await this.page.goBack({ waitUntil: 'load', timeout });
    else await this.page.goForward({ waitUntil: 'load', timeout });
  }

  private watch(page: Page): void {
    if (!this.watchTraffic(page, () => this.page === page)) return;
    this.pages.add(page);
    page.on('popup', (p) => {
      this.pages.add(p);
      // A popup whose document request was blocked (or that is already off the list) is closed.
      if (this.allow && this.refuses(p.url())) {
        this.noteBlocked(p.url());
        void p.close().catch(() => undefined);
      } else this.opened.push(p);
    });
  }

  /**
   * A context route for URLs the allowlist refuses: a top-level document request of this page, or
   * of a popup it (or its popups) opened, is aborted before it is sent, and a popup so blocked is
   * closed. Other requests (images, scripts, frames) and other pages' requests pass on.
   */
  protected async installNavigationGuard(): Promise<void> {
    await this.page.context().route(
      (url) => this.refuses(url.href),
      async (route, request) => {
        const page = request.isNavigationRequest() ? await this.ownerOf(request) : undefined;
        if (!page) return route.fallback();
        this.noteBlocked(request.url());
        await route.abort('blockedbyclient').catch(() => undefined);
        if (page !== 'popup' && page !== this.page) await page.close().catch(() => undefined);
      },
    );
  }

  /** The page of a main-frame request when it is this run's page or a popup of it; undefined otherwise. */
  private async ownerOf(request: Request): Promise<Page | 'popup' | undefined> {
    let frame;
    try {
      frame = request.frame();
    } catch {
      // A popup's first document request comes before its frame exists (which page opened it is
      // not known yet): blocked — the popup handler closes the page it leaves behind.
      return 'popup';
    }
    if (frame.parentFrame()) return undefined;
    const page = frame.page();
    if (page === this.page || this.pages.has(page)) return page;
    const opener = await page.opener().catch(() => null);
    return opener && (opener === this.page || this.pages.has(opener)) ? page : undefined;
  }

  protected async followNewPage(waitMs: number): Promise<boolean> {
    for (const end = Date.now() + waitMs; this.opened.length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 25));
    const next = this.opened.splice(0).filter((p) => !p.isClosed()).pop();
    if (!next) return false;
    this.usePage(next);
    await next.bringToFront().catch(() => undefined);
    await next.waitForLoadState('load', { timeout: this.timeout }).catch(() => undefined);
    return true;
  }

  /** Chromium's DevTools session for the isolated world; undefined in Firefox and WebKit. */
  protected cdpSession(): Promise<CdpSession | undefined> {
    if (this.cdp?.page !== this.page) {
      const page = this.page;
      this.resetIsolatedWorld();
      this.cdp = { page, session: page.context().newCDPSession(page).catch(() => undefined) };
    }
    return this.cdp.session as Promise<CdpSession | undefined>;
  }

  protected evaluateExpression<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  protected async waitForLoad(timeout: number): Promise<void> {
    await this.page.waitForLoadState('load', { timeout });
  }

  protected async navigate(url: string, timeout: number): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  /** The element's live node as a handle in its own frame (so Playwright's hit-testing sees the right document). */
  private async handle(ref: ElementRef & { frame?: number }): Promise<ElementHandle<Node>> {
    const frameIndex = await this.page.evaluate(
      `(() => { const n = globalThis.__russ && globalThis.__russ.nodes[${Number(ref.id)}]; return n && n.ownerDocument !== document ? 1 : 0; })()`,
    );
    if (frameIndex) {
      for (const frame of this.page.frames()) {
        if (frame === this.page.mainFrame()) continue;
        const h = await frame
          .evaluateHandle(`(() => { try { const n = window.top.__russ.nodes[${Number(ref.id)}]; return n && n.ownerDocument === document ? n : null; } catch { return null; } })()`)
          .catch(() => undefined);
        const el = h?.asElement();
        if (el) return el;
        await h?.dispose();
      }
    }
    const h = await this.page.evaluateHandle(this.nodeExpression(ref, false));
    const el = h.asElement();
    if (!el) throw new Error('not an element');
    return el;
  }

  private async retargeted(ref: ElementRef): Promise<ElementHandle<Node>> {
    const h = await this.handle(ref);
    // A text node's element is its parent.
    const isText = await h.evaluate((n) => n.nodeType === 3);
    if (!isText) return h;
    const parent = await h.evaluateHandle((n) => n.parentElement);
    return parent.asElement() ?? h;
  }

  protected async nativeClick(ref: ElementRef): Promise<void> {
    const h = await this.retargeted(ref);
    try {
      // noWaitAfter: a navigation the click starts is awaited by `settle` (bounded), not inside the click's timeout.
      await (h as ElementHandle<Element>).click({ timeout: this.actionTimeout, noWaitAfter: true });
    } finally {
      await h.dispose().catch(() => undefined); // gone when the action navigated
    }
  }

  protected async nativeHover(ref: ElementRef): Promise<void> {
    const h = await this.retargeted(ref);
    try {
      await (h as ElementHandle<Element>).hover({ timeout: this.actionTimeout });
    } finally {
      await h.dispose().catch(() => undefined); // gone when the action navigated
    }
  }

  protected async nativePress(key: string, ref?: ElementRef): Promise<void> {
    if (!ref) {
      await this.page.keyboard.press(key);
      return;
    }
    const h = await this.retargeted(ref);
    try {
      await (h as ElementHandle<Element>).press(key, { timeout: this.actionTimeout });
    } finally {
      await h.dispose().catch(() => undefined); // gone when the action navigated
    }
  }

  protected async nativeFill(ref: ElementRef, text: string): Promise<boolean> {
    const h = await this.retargeted(ref);
    try {
      const fillable = await h.evaluate((n) => {
        const el = n as HTMLElement;
        const tag = el.tagName?.toLowerCase();
        const type = (el.getAttribute('type') || 'text').toLowerCase();
        if (tag === 'input') return !/^(button|submit|reset|image|checkbox|radio|file|hidden|range|color)$/.test(type);
        return tag === 'textarea' || el.isContentEditable;
      });
      if (!fillable) return false;
      await (h as ElementHandle<Element>).fill(text, { timeout: this.actionTimeout });
      return true;
    } finally {
      await h.dispose().catch(() => undefined); // gone when the action navigated
    }
  }
}
