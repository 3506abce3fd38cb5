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
import { holdsText, holdsValue, notActionable, notVerified, showsOption } from './verify.js';

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
      if (page) {
        const known = ['E_NO_OPTION', 'E_ACTION_UNSUPPORTED', 'E_ELEMENT_NOT_ACTIONABLE'] as const;
        throw new ActionError(known.find((c) => c === page.code) ?? 'E_ACTION_FAILED', page.message);
      }
      throw err;
    }
  }

  /** Playwright's actionability rules (attached, visible, enabled, receives events); 'label': act through a styled checkbox's label. */
  private actionable(ref: ElementRef): '' | 'label' {
    let verdict = this.run(() => this.actions.actionable(ref.id));
    // Covered by a banner or dialog not its own: closed through its least-consenting control, once (see DriverAdapter).
    if (/^covered by/.test(verdict)) {
      const closed = this.run(() => this.actions.dismissCover(ref.id));
      if (closed) {
        this.dismissed.push(closed);
        verdict = this.run(() => this.actions.actionable(ref.id));
      }
    }
    const error = notActionable(verdict, ref);
    if (error) throw error;
    return verdict as '' | 'label';
  }

  private dismissed: string[] = [];
  /** Names of the overlays' controls clicked to uncover elements since the last call (then forgotten). */
  takeDismissed(): string[] {
    return this.dismissed.splice(0);
  }

  private readBack(ref: ElementRef): string | undefined {
    try {
      return this.actions.read(ref.id);
    } catch {
      return undefined;
    }
  }

  async click(ref: ElementRef): Promise<void> {
    if (this.actionable(ref) === 'label') this.run(() => this.actions.clickLabel(ref.id));
    else this.run(() => this.actions.click(ref.id));
    await this.settle();
  }

  async fill(ref: ElementRef, text: string): Promise<void> {
    this.actionable(ref);
    this.run(() => this.actions.fill(ref.id, text));
    await this.settle();
    if (!holdsText(this.readBack(ref), text)) throw notVerified('the field does not hold the typed text', ref);
  }

  async selectOption(ref: ElementRef, label: string): Promise<string> {
    this.actionable(ref);
    const chosen = this.run(() => this.actions.select(ref.id, label));
    await this.settle();
    const now = this.readBack(ref);
    if (!showsOption(now, chosen)) throw notVerified(`the dropdown shows "${now ?? ''}", not the chosen option`, ref);
    return chosen;
  }

  async setChecked(ref: ElementRef, checked: boolean): Promise<void> {
    if (this.run(() => this.actions.isChecked(ref.id)) === checked) return;
    if (this.actionable(ref) === 'label') this.run(() => this.actions.clickLabel(ref.id));
    else this.run(() => this.actions.setChecked(ref.id, checked));
    await this.settle();
    if (this.run(() => this.actions.isChecked(ref.id)) !== checked) throw notVerified(`the control is still ${checked ? 'off' : 'on'}`, ref);
  }

  async setRange(ref: ElementRef, value: string): Promise<void> {
    this.actionable(ref);
    this.run(() => this.actions.setValue(ref.id, value));
    await this.settle();
    const now = this.readBack(ref);
    if (!holdsValue(now, value)) throw notVerified(`it holds ${now === undefined ? 'nothing' : `"${now}"`}, not "${value}"`, ref, { holds: now });
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
