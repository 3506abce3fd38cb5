/**
 * Puppeteer adapter: `new PuppeteerAdapter(page)` for a puppeteer-core `Page`. puppeteer-core is an
 * optional peer dependency, imported here only as types. Clicks, hovers and key presses are
 * trusted CDP input; text is set in the page (native value setter + input/change events), which
 * replaces what was there in one step.
 */
import type { CDPSession, ElementHandle, KeyInput, Page } from 'puppeteer-core';
import type { ElementRef } from '../runtime/adapter.js';
import { DriverAdapter, type CdpSession, type DriverAdapterOptions } from './driver-adapter.js';
import type { PuppeteerPage } from './driver-pages.js';

export class PuppeteerAdapter extends DriverAdapter {
  readonly name = 'puppeteer';
  /** @internal The driver's page the run is on (a click that opens a new tab moves it there). */
  page: Page;
  private readonly opened: Array<Promise<Page | null>> = [];
  /** Every page of this run (the first and the popups it led to). */
  private readonly pages = new Set<Page>();

  constructor(page: PuppeteerPage, options: DriverAdapterOptions = {}) {
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
    return (await this.page.browserContext().pages()).filter((p) => !p.isClosed());
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
    page.on('popup', (p) => p && this.opened.push(this.adopt(p)));
  }

  /**
   * Request interception on the run's page (and each popup as it opens): a main-frame document
   * request the allowlist refuses is aborted before it is sent. A popup is opened by the browser
   * before Puppeteer can intercept its first request: one whose URL is refused is closed at once.
   */
  protected async installNavigationGuard(): Promise<void> {
    for (const page of this.pages) await this.intercept(page);
  }

  private async intercept(page: Page): Promise<void> {
    await page.setRequestInterception(true);
    page.on('request', (r) => {
      if (r.isInterceptResolutionHandled()) return;
      if (r.isNavigationRequest() && r.frame() === page.mainFrame() && this.refuses(r.url())) {
        this.noteBlocked(r.url());
        void r.abort('blockedbyclient', 1).catch(() => undefined);
        if (page !== this.page) void page.close().catch(() => undefined);
      } else void r.continue(r.continueRequestOverrides(), 0).catch(() => undefined);
    });
  }

  /** A popup: intercepted from now on when the run is restricted; closed when it already went off the list. */
  private async adopt(popup: Page): Promise<Page | null> {
    this.pages.add(popup);
    if (!this.allow) return popup;
    if (this.refuses(popup.url())) {
      this.noteBlocked(popup.url());
      await popup.close().catch(() => undefined);
      return null;
    }
    await this.intercept(popup).catch(() => undefined);
    return popup;
  }

  protected async followNewPage(waitMs: number): Promise<boolean> {
    for (const end = Date.now() + waitMs; this.opened.length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 25));
    const pages = (await Promise.all(this.opened.splice(0))).filter((p): p is Page => !!p && !p.isClosed());
    const next = pages.pop();
    if (!next) return false;
    this.usePage(next);
    await next.bringToFront().catch(() => undefined);
    await this.waitForLoad(this.timeout).catch(() => undefined);
    return true;
  }

  private cdp?: { page: Page; session: Promise<CDPSession | undefined> };

  /** A DevTools session on the current page, for the isolated world the in-page code runs in. */
  protected cdpSession(): Promise<CdpSession | undefined> {
    if (this.cdp?.page !== this.page) {
      const page = this.page;
      this.resetIsolatedWorld();
      this.cdp = { page, session: page.createCDPSession().catch(() => undefined) };
    }
    return this.cdp.session as unknown as Promise<CdpSession | undefined>;
  }

  protected evaluateExpression<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  protected async waitForLoad(timeout: number): Promise<void> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const state = await this.page.evaluate('document.readyState').catch(() => 'navigating');
      if (state === 'complete') return;
      if (Date.now() > deadline) throw new Error(`Timeout: the page did not load within ${timeout} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  protected async navigate(url: string, timeout: number): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  private async handle(ref: ElementRef): Promise<ElementHandle<Element>> {
    const inFrame = await this.page.evaluate(
      `(() => { const n = globalThis.__russ && globalThis.__russ.nodes[${Number(ref.id)}]; return !!(n && n.ownerDocument !== document); })()`,
    );
    if (inFrame) {
      for (const frame of this.page.frames()) {
        if (frame === this.page.mainFrame()) continue;
        const h = await frame
          .evaluateHandle(
            `(() => { try { let n = window.top.__russ.nodes[${Number(ref.id)}]; if (n && n.nodeType === 3) n = n.parentElement; return n && n.ownerDocument === document ? n : null; } catch { return null; } })()`,
          )
          .catch(() => undefined);
        const el = h?.asElement();
        if (el) return el as ElementHandle<Element>;
        await h?.dispose();
      }
    }
    const h = await this.page.evaluateHandle(
      `(() => { let n = globalThis.__russ && globalThis.__russ.nodes[${Number(ref.id)}]; if (n && n.nodeType === 3) n = n.parentElement; return n || null; })()`,
    );
    const el = h.asElement();
    if (!el) throw new Error('not an element');
    return el as ElementHandle<Element>;
  }

  protected async nativeClick(ref: ElementRef): Promise<void> {
    const h = await this.handle(ref);
    try {
      await h.click();
    } finally {
      await h.dispose();
    }
  }

  protected async nativeHover(ref: ElementRef): Promise<void> {
    const h = await this.handle(ref);
    try {
      await h.hover();
    } finally {
      await h.dispose();
    }
  }

  protected async nativePress(key: string, ref?: ElementRef): Promise<void> {
    if (!ref) {
      await this.page.keyboard.press(key as KeyInput);
      return;
    }
    const h = await this.handle(ref);
    try {
      await h.press(key as KeyInput);
    } finally {
      await h.dispose();
    }
  }

  protected async nativeFill(): Promise<boolean> {
    return false;
  }
}
