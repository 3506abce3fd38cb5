/**
 * Puppeteer adapter: `new PuppeteerAdapter(page)` for a puppeteer-core `Page`. puppeteer-core is an
 * optional peer dependency, imported here only as types. Clicks, hovers and key presses are
 * trusted CDP input; text is set in the page (native value setter + input/change events), which
 * replaces what was there in one step.
 */
import type { ElementHandle, HTTPRequest, KeyInput, Page } from 'puppeteer-core';
import type { ElementRef } from '../runtime/adapter.js';
import { DriverAdapter, type DriverAdapterOptions } from './driver-adapter.js';

export class PuppeteerAdapter extends DriverAdapter {
  readonly name = 'puppeteer';
  /** The page the run is on (a click that opens a new tab moves it there). */
  page: Page;
  private readonly inflight = new Set<HTTPRequest>();
  private readonly opened: Array<Promise<Page | null>> = [];

  constructor(page: Page, options: DriverAdapterOptions = {}) {
    super(options);
    this.page = page;
    this.watch(page);
  }

  private readonly watched = new WeakSet<Page>();

  protected usePage(page: Page): void {
    this.page = page;
    this.inflight.clear();
    this.watch(page);
  }

  protected async contextPages(): Promise<Page[]> {
    return (await this.page.browserContext().pages()).filter((p) => !p.isClosed());
  }

  protected currentPage(): Page {
    return this.page;
  }

  protected async historyStep(direction: 'back' | 'forward', timeout: number): Promise<void> {
    if (direction === 'back') await this.page.goBack({ waitUntil: 'load', timeout });
    else await this.page.goForward({ waitUntil: 'load', timeout });
  }

  private watch(page: Page): void {
    if (this.watched.has(page)) return;
    this.watched.add(page);
    page.on('request', (r) => this.page === page && this.inflight.add(r));
    page.on('requestfinished', (r) => this.inflight.delete(r));
    page.on('requestfailed', (r) => this.inflight.delete(r));
    page.on('framenavigated', (f) => {
      if (this.page === page && f === page.mainFrame()) this.inflight.clear();
    });
    page.on('popup', (p) => this.opened.push(Promise.resolve(p)));
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

  protected evaluateExpression<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  protected inflightRequests(): number {
    return this.inflight.size;
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
