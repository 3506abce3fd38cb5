/**
 * The one interface every browser adapter implements (Playwright, Puppeteer, the raw DOM). The
 * runtime speaks only this; adapters live in src/adapters and depend on it, never the reverse.
 *
 * Elements are addressed by their id in the adapter's most recent `capture()`: the in-page
 * capture script remembers the live nodes, so an id reaches the node even inside an open shadow
 * root or a same-origin iframe. Every action waits for the page to settle before it returns.
 */
import type { PageModel } from '../page/types.js';

/** An element of the latest capture. */
export interface ElementRef {
  /** `PageElement.id` in the capture it came from. */
  id: string;
  /** `PageElement.index` (position in that capture). */
  index: number;
}

export interface SettleOptions {
  /** Give up after this long (ms). */
  timeout?: number;
}

export interface Adapter {
  /** Short name for traces, e.g. "playwright". */
  readonly name: string;
  /** A fresh page model of the current page (re-run the capture script). */
  capture(): Promise<PageModel>;
  /** Open a URL (already checked by the runtime) and wait for it to load and settle. */
  goto(url: string): Promise<void>;
  /** The URL of the current page. */
  url(): Promise<string>;
  /** Click the element (a real pointer click where the driver can), then settle. */
  click(ref: ElementRef): Promise<void>;
  /** Replace the text of an input/textarea/contenteditable, firing input and change events. */
  fill(ref: ElementRef, text: string): Promise<void>;
  /** Select the option of a `<select>` with exactly this label (the runtime picks the closest label). Returns the label chosen. */
  selectOption(ref: ElementRef, label: string): Promise<string>;
  /** Check or uncheck a checkbox, or choose a radio (`checked: true`). No-op when already in that state. */
  setChecked(ref: ElementRef, checked: boolean): Promise<void>;
  /** Set a range input (or any input) to a value, firing input and change events. */
  setRange(ref: ElementRef, value: string): Promise<void>;
  /** The text a user would read from the element: its value for controls, its visible text otherwise. */
  read(ref: ElementRef): Promise<string>;
  /** Scroll the element into view, or the page by `deltaY` pixels when no element is given. */
  scroll(ref?: ElementRef, deltaY?: number): Promise<void>;
  /** Press a key (Playwright key names: "Enter", "Tab", "Escape"…) on the element, or the focused one. */
  press(key: string, ref?: ElementRef): Promise<void>;
  /** Move the pointer over the element (menus that open on hover). */
  hover(ref: ElementRef): Promise<void>;
  /**
   * Whether a pointer at each element's centre would reach it (not under a modal or overlay).
   * Optional: the runtime uses it to break ties between equally good candidates.
   */
  hittable?(refs: ElementRef[]): Promise<boolean[]>;
  /**
   * Keep the page, and the popups it opens, on URLs `allow` accepts: a top-level document request
   * elsewhere (redirect, script, link, form, popup) is blocked before it is sent, where the driver
   * can, and remembered for `takeBlockedNavigation`. Optional: without it the runtime still checks
   * the page's URL before and after every step. Called before every step; cheap after the first.
   */
  restrictNavigation?(allow: (url: string) => boolean): Promise<void>;
  /** The URL of a navigation blocked since the last call (then forgotten), if any. */
  takeBlockedNavigation?(): string | undefined;
  /**
   * The names of the controls the adapter clicked, since the last call (then forgotten), to close
   * an overlay (a cookie banner, an offer, a dialog) that covered the element of an action.
   * Optional: the runtime reports them in the step's trace event (`dismissed`).
   */
  takeDismissed?(): string[];
  /** Wait until loading and DOM changes have quieted down (bounded by `timeout`). */
  settle(options?: SettleOptions): Promise<void>;
  /** Go back or forward in the current tab's history, then settle. Optional: adapters that cannot leave the page lack it. */
  history?(direction: 'back' | 'forward'): Promise<void>;
  /** The run's open tabs, in opening order. Optional, with `switchTab` and `closeTab`. */
  tabs?(): Promise<TabInfo[]>;
  /** Move the run to the tab at `index` (0-based, as `tabs()` lists them). */
  switchTab?(index: number): Promise<void>;
  /** Close the current tab; the run moves to the tab opened before it. */
  closeTab?(): Promise<void>;
}

export interface TabInfo {
  url: string;
  title: string;
  /** Whether the run is on this tab. */
  current: boolean;
}
