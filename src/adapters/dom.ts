/**
 * DOM adapter: for code running inside the page itself (a support widget, a browser extension's
 * content script). No Node APIs — it goes into the browser bundle. Events are synthetic (not
 * trusted input), which most pages accept; `goto` leaves the page, so a run that navigates
 * cannot continue in the same script (single-page apps that route without reloading can).
 */
import { capture } from '../page/in-page/index.js';
import { pageFromCapture } from '../page/from-capture.js';
import type { PageModel } from '../page/types.js';
import type { Adapter, ElementRef, SettleOptions } from '../runtime/adapter.js';
import { ActionError } from '../runtime/errors.js';
import { pageActions, parsePageError, type PageActions } from './in-page-actions.js';

export interface DomAdapterOptions {
  /** Upper bound of the DOM quiet wait after an action, in ms (default 3 s). */
  settleTimeout?: number;
}

export class DomAdapter implements Adapter {
  readonly name = 'dom';
  readonly document: Document;
  private readonly actions: PageActions;
  private readonly settleTimeout: number;

  constructor(document: Document, options: DomAdapterOptions = {}) {
    this.document = document;
    this.actions = pageActions();
    this.settleTimeout = options.settleTimeout ?? 3_000;
  }

  async capture(): Promise<PageModel> {
    return pageFromCapture(capture({ document: this.document }));
  }

  async goto(url: string): Promise<void> {
    const view = this.document.defaultView;
    if (!view) throw new ActionError('E_ACTION_UNSUPPORTED', 'This document has no window to navigate');
    view.location.assign(url);
    await this.settle();
  }

  /** Back or forward in the window's history (like `goto`, this may leave the page that runs the script). */
  async history(direction: 'back' | 'forward'): Promise<void> {
    const view = this.document.defaultView;
    if (!view) throw new ActionError('E_ACTION_UNSUPPORTED', 'This document has no window to navigate');
    if (direction === 'back') view.history.back();
    else view.history.forward();
    await this.settle();
  }

  async url(): Promise<string> {
    return this.document.location?.href ?? '';
  }

  private run<T>(f: () => T): T {
    try {
      return f();
    } catch (err) {
      const page = parsePageError(err instanceof Error ? err.message : String(err));
      if (page) throw new ActionError(page.code === 'E_NO_OPTION' ? 'E_NO_OPTION' : page.code === 'E_ACTION_UNSUPPORTED' ? 'E_ACTION_UNSUPPORTED' : 'E_ACTION_FAILED', page.message);
      throw err;
    }
  }

  async click(ref: ElementRef): Promise<void> {
    this.run(() => this.actions.click(ref.id));
    await this.settle();
  }

  async fill(ref: ElementRef, text: string): Promise<void> {
    this.run(() => this.actions.fill(ref.id, text));
    await this.settle();
  }

  async selectOption(ref: ElementRef, label: string): Promise<string> {
    const chosen = this.run(() => this.actions.select(ref.id, label));
    await this.settle();
    return chosen;
  }

  async setChecked(ref: ElementRef, checked: boolean): Promise<void> {
    this.run(() => this.actions.setChecked(ref.id, checked));
    await this.settle();
  }

  async setRange(ref: ElementRef, value: string): Promise<void> {
    this.run(() => this.actions.setValue(ref.id, value));
    await this.settle();
  }

  async hittable(refs: ElementRef[]): Promise<boolean[]> {
    return refs.map((r) => this.actions.hittable(r.id));
  }

  async read(ref: ElementRef): Promise<string> {
    return this.run(() => this.actions.read(ref.id));
  }

  async scroll(ref?: ElementRef, deltaY = 600): Promise<void> {
    this.run(() => (ref ? this.actions.scrollTo(ref.id) : this.actions.scrollBy(deltaY)));
    await this.settle();
  }

  async press(key: string, ref?: ElementRef): Promise<void> {
    this.run(() => this.actions.press(ref ? ref.id : null, key));
    await this.settle();
  }

  async hover(ref: ElementRef): Promise<void> {
    this.run(() => this.actions.hover(ref.id));
    await this.settle();
  }

  async settle(options: SettleOptions = {}): Promise<void> {
    await this.actions.quiet(150, Math.min(options.timeout ?? this.settleTimeout, this.settleTimeout));
  }
}
