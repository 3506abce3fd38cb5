/**
 * The in-page half of every adapter: DOM-only actions on the live node of an element id (from
 * the latest `CAPTURE_SCRIPT` run, kept in `globalThis.__russ.nodes`). Playwright and Puppeteer
 * inject it as a string (`PAGE_ACTIONS_SCRIPT`); the DOM adapter calls `pageActions()` directly.
 *
 * `pageActions` must stay self-contained — it is stringified: no imports, no references to
 * anything outside its body, no syntax a bundler would rewrite with helpers.
 */

export interface PageActions {
  /** Whether the node of `id` is still in the document. */
  exists(id: string): boolean;
  click(id: string): void;
  fill(id: string, text: string): void;
  /** Select the option whose label (or value) equals `label`; returns the label chosen. */
  select(id: string, label: string): string;
  /** Returns whether the state changed. In-page fallback: the drivers prefer a real click. */
  setChecked(id: string, checked: boolean): boolean;
  /** Whether the control is in the wanted state (checkbox/radio/aria-checked). */
  isChecked(id: string): boolean;
  setValue(id: string, value: string): void;
  read(id: string): string;
  scrollTo(id: string): void;
  scrollBy(deltaY: number): void;
  hover(id: string): void;
  press(id: string | null, key: string): void;
  /**
   * Whether a pointer at the element's centre (or on one of its line boxes) would reach it (not
   * covered by a modal, an overlay, or off the layout); scrolls it into view first.
   */
  hittable(id: string): boolean;
  /**
   * Playwright's actionability checks before an action: attached, visible, enabled, receives
   * events (the hit test at its centre lands on it). '' when the element can be acted on, 'label'
   * when a checkbox/radio is visually hidden behind its visible, reachable label (act through the
   * label), else the failed check: 'hidden', 'disabled', 'covered by <tag "name">'.
   */
  actionable(id: string): string;
  /** Click the visible label of a visually hidden checkbox or radio (see `actionable`). */
  clickLabel(id: string): void;
  /**
   * The element is covered (`actionable` said 'covered by …'): close what covers it, a fixed or
   * sticky layer or a dialog that does not hold the element, through that layer's own least-
   * consenting dismiss control (reject / essential only, then dismiss / close / ×, then a plain
   * "Got it" where the layer asks no consent); never an accepting one, nor a link to another
   * page. Returns the name of the control clicked, or '' when nothing was (no such layer, or no
   * such control in it).
   */
  dismissCover(id: string): string;
  /**
   * The point (top-level viewport pixels) where a trusted pointer event reaches the element: its
   * centre, or the centre of one of its line boxes, where the hit test lands on it or a
   * descendant (never a container of it). Throws when no such point exists (covered).
   */
  pointFor(id: string): { x: number; y: number };
  /** Focus the element (before a trusted key press). */
  focus(id: string): void;
  /**
   * Watch the next click in the element's window (a capture listener of the isolated world): where
   * it landed. `clickLanded` then says 'on' (the element or inside it), 'off' (elsewhere: a `<tag>`
   * description), or 'none' (no click event seen).
   */
  armClick(id: string): void;
  clickLanded(id: string): string;
  /**
   * Whether the click watched by the latest `armClick` started a navigation of this document that
   * has not replaced it yet: a form submitted (its submit event not cancelled), a link followed to
   * another document (its click not cancelled), or the document began to unload.
   */
  navigationPending(): boolean;
  /** Resolves once the document is loaded and no DOM mutation happened for `quietMs` (or after `maxMs`). */
  quiet(quietMs: number, maxMs: number): Promise<boolean>;
}

export function pageActions(): PageActions {
  const nodeOf = (id: string): HTMLElement => {
    const russ = (globalThis as unknown as { __russ?: { nodes?: Node[] } }).__russ;
    const node = russ && Array.isArray(russ.nodes) ? russ.nodes[Number(id)] : undefined;
    if (!node) throw new Error(`russ:E_STALE_ELEMENT: element ${id} is not in the latest capture`);
    const el = (node.nodeType === 3 ? node.parentElement : node) as HTMLElement | null;
    if (!el || !el.isConnected) throw new Error(`russ:E_STALE_ELEMENT: element ${id} is no longer in the page`);
    return el;
  };
  const winOf = (el: Element): Window & typeof globalThis => (el.ownerDocument.defaultView ?? window) as Window & typeof globalThis;
  const fire = (el: Element, type: string, init: Record<string, unknown> = {}): boolean => {
    const win = winOf(el);
    const opts = { bubbles: true, cancelable: true, composed: true, view: win, ...init };
    let ev: Event;
    if (/^pointer/.test(type) && typeof win.PointerEvent === 'function') ev = new win.PointerEvent(type, opts);
    else if (/^(mouse|click)/.test(type)) ev = new win.MouseEvent(type, opts);
    else if (/^key/.test(type)) ev = new win.KeyboardEvent(type, opts);
    else if (type === 'input' && typeof win.InputEvent === 'function') ev = new win.InputEvent(type, opts);
    else ev = new win.Event(type, opts);
    return el.dispatchEvent(ev);
  };
  /** The control a label or a wrapper stands for. */
  const controlOf = (el: HTMLElement): HTMLElement => {
    const tag = el.tagName.toLowerCase();
    if (tag === 'label') {
      const c = (el as HTMLLabelElement).control;
      if (c) return c as HTMLElement;
    }
    if (tag === 'input' || tag === 'select' || tag === 'textarea' || el.isContentEditable) return el;
    const inner = el.querySelector('input,select,textarea,[contenteditable=""],[contenteditable="true"]');
    return (inner as HTMLElement | null) ?? el;
  };
  /** Set `value` through the native setter, so frameworks that track it (React) see the change. */
  const setNativeValue = (el: HTMLElement, value: string): void => {
    let proto: object | null = Object.getPrototypeOf(el);
    while (proto) {
      const desc = Object.getOwnPropertyDescriptor(proto, 'value');
      if (desc && desc.set) {
        desc.set.call(el, value);
        return;
      }
      proto = Object.getPrototypeOf(proto);
    }
    (el as HTMLInputElement).value = value;
  };
  const scrollTo = (el: Element): void => {
    if (typeof (el as HTMLElement).scrollIntoView === 'function') (el as HTMLElement).scrollIntoView({ block: 'center', inline: 'center' });
  };
  const norm = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();
  const checkedState = (el: HTMLElement): boolean => {
    if (el.tagName.toLowerCase() === 'input') return !!(el as HTMLInputElement).checked;
    return el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true';
  };

  /** The element under the point in the element's document, through open shadow roots. */
  const hitAt = (el: Element, x: number, y: number): HTMLElement | null => {
    let hit = el.ownerDocument.elementFromPoint(x, y) as HTMLElement | null;
    for (let i = 0; hit && hit.shadowRoot && i < 20; i++) {
      const inner = hit.shadowRoot.elementFromPoint(x, y) as HTMLElement | null;
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return hit;
  };
  /** Whether a click on `hit` reaches `el`: the element, inside it, or a label of it (a label's click reaches its control, and the control's its label). */
  const reaches = (el: HTMLElement, hit: HTMLElement | null): boolean => {
    if (!hit) return false;
    if (hit === el || el.contains(hit)) return true;
    const control = (hit as HTMLLabelElement).control;
    return !!control && (control === el || el.contains(control));
  };
  /**
   * A point (the element's viewport pixels) where the hit test lands on the element: the centre of
   * its box, else the centre of one of its line boxes (a link wrapped over two lines has a box
   * centre between its fragments, on its container). Null when none reaches it.
   */
  const pointOn = (el: HTMLElement): { x: number; y: number } | null => {
    for (const r of [el.getBoundingClientRect(), ...Array.from(el.getClientRects())]) {
      if (r.width === 0 || r.height === 0) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (reaches(el, hitAt(el, x, y))) return { x, y };
    }
    return null;
  };

  /**
   * The <label> around a control that does not name it (its `for` names no element, so a click on
   * it activates nothing else): the control's visible face when the label is drawn as a button.
   */
  const wrappingLabel = (control: HTMLElement): HTMLElement | undefined => {
    const label = control.parentElement?.closest('label') as HTMLLabelElement | null;
    if (!label || (label.htmlFor && label.ownerDocument.getElementById(label.htmlFor))) return undefined;
    return label.getClientRects().length ? label : undefined;
  };

  // Click watches live on the isolated world's global (one per element id), between armClick and clickLanded.
  const g = globalThis as unknown as { __russClicks?: Record<string, { landed: string }>; __russNav?: { events: Event[]; unloading: boolean; watched: WeakSet<object> } };
  const clicks = (g.__russClicks ??= {});
  // What the latest watched click set going in its document (see navigationPending); the isolated world's global is the document's own, so a new document starts clean.
  const nav = (g.__russNav ??= { events: [], unloading: false, watched: new WeakSet() });
  const watchNavigation = (win: Window & typeof globalThis): void => {
    nav.events = [];
    if (nav.watched.has(win)) return;
    nav.watched.add(win);
    win.addEventListener('submit', (e) => nav.events.push(e), true);
    win.addEventListener('click', (e) => nav.events.push(e), true);
    win.addEventListener('beforeunload', () => (nav.unloading = true), true);
  };
  /** Whether an event (read after it was dispatched) leads to another document. */
  const navigates = (e: Event): boolean => {
    if (e.defaultPrevented) return false;
    if (e.type === 'submit') {
      const form = e.target as HTMLFormElement | null;
      const target = form?.getAttribute?.('target') ?? '';
      return !target || /^_(?:self|parent|top)$/i.test(target);
    }
    const m = e as MouseEvent;
    if (m.button !== 0 || m.ctrlKey || m.metaKey || m.shiftKey || m.altKey) return false;
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a) return false;
    const target = a.getAttribute('target') ?? '';
    if ((target && !/^_(?:self|parent|top)$/i.test(target)) || a.hasAttribute('download') || /^\s*javascript:/i.test(a.getAttribute('href') ?? '')) return false;
    const here = new URL(a.ownerDocument.location.href);
    const there = new URL(a.href, here);
    // A jump within the document (a fragment) is no navigation to wait for.
    return !(there.origin === here.origin && there.pathname === here.pathname && there.search === here.search);
  };
  const actions: PageActions = {
    exists(id) {
      try {
        nodeOf(id);
        return true;
      } catch {
        return false;
      }
    },
    click(id) {
      const el = nodeOf(id);
      scrollTo(el);
      fire(el, 'pointerdown');
      fire(el, 'mousedown');
      if (typeof el.focus === 'function') el.focus();
      fire(el, 'pointerup');
      fire(el, 'mouseup');
      el.click();
    },
    fill(id, text) {
      const el = controlOf(nodeOf(id));
      scrollTo(el);
      if (typeof el.focus === 'function') el.focus();
      if (el.isContentEditable) {
        el.textContent = text;
        fire(el, 'input', { inputType: 'insertText', data: text });
        return;
      }
      const tag = el.tagName.toLowerCase();
      const type = (el.getAttribute('type') || 'text').toLowerCase();
      if ((tag !== 'input' && tag !== 'textarea') || (tag === 'input' && /^(button|submit|reset|image|checkbox|radio|file|hidden|range|color)$/.test(type))) {
        throw new Error(`russ:E_ACTION_UNSUPPORTED: cannot type into a <${tag}${tag === 'input' ? ` type=${type}` : ''}>`);
      }
      setNativeValue(el, text);
      fire(el, 'input', { inputType: 'insertText', data: text });
      fire(el, 'change');
    },
    select(id, label) {
      const el = controlOf(nodeOf(id)) as HTMLSelectElement;
      if (el.tagName.toLowerCase() !== 'select') throw new Error(`russ:E_ACTION_UNSUPPORTED: <${el.tagName.toLowerCase()}> is not a dropdown`);
      const want = norm(label);
      const options = Array.from(el.options);
      const option = options.find((o) => norm(o.label || o.text) === want) ?? options.find((o) => norm(o.value) === want);
      if (!option) throw new Error('russ:E_NO_OPTION: the dropdown has no such option');
      scrollTo(el);
      if (typeof el.focus === 'function') el.focus();
      setNativeValue(el, option.value);
      option.selected = true;
      fire(el, 'input');
      fire(el, 'change');
      return option.label || option.text;
    },
    setChecked(id, checked) {
      const el = controlOf(nodeOf(id));
      if (checkedState(el) === checked) return false;
      scrollTo(el);
      el.click();
      return true;
    },
    isChecked(id) {
      return checkedState(controlOf(nodeOf(id)));
    },
    setValue(id, value) {
      const el = controlOf(nodeOf(id));
      if (typeof el.focus === 'function') el.focus();
      setNativeValue(el, value);
      fire(el, 'input');
      fire(el, 'change');
    },
    read(id) {
      const el = nodeOf(id);
      const tag = el.tagName.toLowerCase();
      if (tag === 'select') {
        const s = el as HTMLSelectElement;
        const o = s.options[s.selectedIndex];
        return o ? o.label || o.text : '';
      }
      if (tag === 'input' || tag === 'textarea') return (el as HTMLInputElement).value;
      const text = typeof el.innerText === 'string' && el.innerText.trim() !== '' ? el.innerText : el.textContent ?? '';
      return text.replace(/\s+/g, ' ').trim();
    },
    scrollTo(id) {
      scrollTo(nodeOf(id));
    },
    hittable(id) {
      let el: HTMLElement;
      try {
        el = nodeOf(id);
      } catch {
        return false;
      }
      if (el.getClientRects().length === 0) return false;
      if (typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (pointOn(el)) return true;
      // The hit test at the centre lands on a container of the element (counted as reachable for tie-breaking; a click needs `pointOn`).
      const r = el.getBoundingClientRect();
      const hit = r.width > 0 && r.height > 0 ? hitAt(el, r.left + r.width / 2, r.top + r.height / 2) : null;
      return !!hit && hit.contains(el);
    },
    actionable(id) {
      const el = nodeOf(id);
      const control = controlOf(el);
      const shown = (e: HTMLElement): boolean => {
        const v = (e as unknown as { checkVisibility?: (o: object) => boolean }).checkVisibility;
        if (typeof v === 'function' && !v.call(e, { visibilityProperty: true, opacityProperty: false })) return false;
        if (e.getClientRects().length === 0) return false;
        return winOf(e).getComputedStyle(e).visibility !== 'hidden';
      };
      const disabled = (e: HTMLElement): boolean =>
        (e as HTMLInputElement).disabled === true || e.getAttribute('aria-disabled') === 'true' || !!e.closest('fieldset[disabled]');
      if (disabled(el) || (control !== el && disabled(control))) return 'disabled';
      const checkable = control.tagName.toLowerCase() === 'input' && /^(checkbox|radio)$/i.test(control.getAttribute('type') || '');
      // A sticky header or footer over the element where 'nearest' scrolled it (its edge): a user
      // scrolls it to the middle of the window first (Playwright retries other scroll positions too).
      if (shown(el) && actions.hittable(id) === false && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'center', inline: 'center' });
      if (!shown(el) || actions.hittable(id) === false) {
        // A styled checkbox: the input is hidden, its label is what a user sees and clicks.
        const labels = checkable ? Array.from((control as HTMLInputElement).labels ?? []) : [];
        for (const label of labels) {
          if (!shown(label as HTMLElement)) continue;
          const r = label.getBoundingClientRect();
          const hit = label.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (hit && (hit === label || label.contains(hit))) return 'label';
        }
        if (!shown(el)) return 'hidden';
        const r = el.getBoundingClientRect();
        const hit = el.ownerDocument.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) as HTMLElement | null;
        const what = hit ? `<${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}>` : 'nothing (off the page)';
        return `covered by ${what}`;
      }
      // A checkbox or radio drawn as a button (Bootstrap's button groups clip the input inside its
      // <label>): the hit test lands on the label around it, which is what a user clicks.
      if (checkable && !pointOn(el) && wrappingLabel(control)) return 'label';
      return '';
    },
    dismissCover(id) {
      const el = nodeOf(id);
      const doc = el.ownerDocument;
      const win = winOf(el);
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return '';
      const hit = hitAt(el, r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || reaches(el, hit) || hit.contains(el)) return '';
      /** A layer over the page: fixed or sticky, or a dialog. */
      const layered = (e: HTMLElement): boolean => {
        const tag = e.tagName.toLowerCase();
        if (tag === 'dialog' || /^(dialog|alertdialog)$/i.test(e.getAttribute('role') || '') || e.getAttribute('aria-modal') === 'true') return true;
        const pos = win.getComputedStyle(e).position;
        return pos === 'fixed' || pos === 'sticky';
      };
      // The outermost layer around the covering node that does not hold the element.
      let layer: HTMLElement | null = null;
      for (let e: HTMLElement | null = hit, i = 0; e && e !== doc.body && e !== doc.documentElement && i < 40; e = e.parentElement, i++) {
        if (e.contains(el)) break;
        if (layered(e)) layer = e;
      }
      if (!layer) return '';
      // A backdrop holds no controls: the dialog drawn above it (another layer without the element) does.
      const layers = [layer];
      for (const e of Array.from(doc.querySelectorAll('dialog[open],[role="dialog"],[role="alertdialog"],[aria-modal="true"]')) as HTMLElement[]) {
        if (!e.contains(el) && !layers.includes(e) && e.getClientRects().length > 0) layers.push(e);
      }
      const words = (e: HTMLElement): string =>
        norm([e.getAttribute('aria-label') || '', e.textContent || '', (e as HTMLInputElement).value || '', e.getAttribute('title') || ''].join(' '));
      const ACCEPT = /\b(accept|agree|allow|consent|subscribe|sign ?up|join|buy|yes)\b/;
      const RANKS = [
        /\b(reject|decline|refuse|deny|disagree|essential|necessary)\b|\bonly required\b/,
        /\b(dismiss|close|no,? thanks|not now|maybe later|skip|hide)\b|^[×✕✖✗x]$/,
        /^(got it|ok|okay|understood)$/,
      ];
      let best: { e: HTMLElement; rank: number } | undefined;
      for (const one of layers) {
        const asksConsent = ACCEPT.test(words(one));
        const controls = Array.from(one.querySelectorAll('button,[role="button"],input[type="button"],input[type="submit"],a[href]')) as HTMLElement[];
        for (const c of controls) {
          if (c.getClientRects().length === 0 || (c as HTMLButtonElement).disabled) continue;
          // A link to another page (cookie settings, a policy) is no dismissal.
          if (c.tagName.toLowerCase() === 'a' && !/^(#.*|javascript:.*)?$/i.test((c.getAttribute('href') || '').trim()) && c.getAttribute('role') !== 'button') continue;
          const name = words(c);
          if (!name || ACCEPT.test(name)) continue;
          const rank = RANKS.findIndex((re) => re.test(name));
          if (rank < 0 || (rank === 2 && asksConsent)) continue;
          if (!best || rank < best.rank) best = { e: c, rank };
        }
      }
      if (!best) return '';
      const name = (best.e.getAttribute('aria-label') || best.e.textContent || (best.e as HTMLInputElement).value || best.e.getAttribute('title') || '').replace(/\s+/g, ' ').trim();
      watchNavigation(win);
      best.e.click();
      return name || 'a close button';
    },
    clickLabel(id) {
      const control = controlOf(nodeOf(id)) as HTMLInputElement;
      const label = (Array.from(control.labels ?? [])[0] as HTMLElement | undefined) ?? wrappingLabel(control);
      if (!label) throw new Error('russ:E_ELEMENT_NOT_ACTIONABLE: the control has no label to click');
      label.click();
    },
    pointFor(id) {
      const el = nodeOf(id);
      const at = actions.hittable(id) ? pointOn(el) : null;
      if (!at) throw new Error(`russ:E_ELEMENT_NOT_ACTIONABLE: element ${id} does not receive pointer events (covered or off the layout)`);
      let { x, y } = at;
      // An element of a same-origin iframe: add the frames' offsets up to the top window.
      for (let win = winOf(el), i = 0; win.frameElement && i < 20; win = win.parent as Window & typeof globalThis, i++) {
        const frame = win.frameElement as HTMLElement;
        const fr = frame.getBoundingClientRect();
        x += fr.left + frame.clientLeft;
        y += fr.top + frame.clientTop;
      }
      return { x, y };
    },
    focus(id) {
      const el = nodeOf(id);
      if (typeof el.focus === 'function') el.focus();
    },
    armClick(id) {
      const el = nodeOf(id);
      const win = winOf(el);
      watchNavigation(win);
      const state = { landed: 'none' };
      clicks[id] = state;
      const onClick = (e: Event): void => {
        win.removeEventListener('click', onClick, true);
        const path = e.composedPath();
        const control = controlOf(el);
        const reached = path.includes(el) || path.includes(control) || (e.target as HTMLLabelElement | null)?.control === control;
        const t = e.target as Element | null;
        state.landed = reached ? 'on' : `off: <${t && t.tagName ? t.tagName.toLowerCase() : 'document'}${t && (t as HTMLElement).id ? `#${(t as HTMLElement).id}` : ''}>`;
      };
      win.addEventListener('click', onClick, true);
      setTimeout(() => win.removeEventListener('click', onClick, true), 5000);
    },
    navigationPending() {
      return nav.unloading || nav.events.some(navigates);
    },
    clickLanded(id) {
      const state = clicks[id];
      delete clicks[id];
      return state ? state.landed : 'none';
    },
    scrollBy(deltaY) {
      window.scrollBy(0, deltaY);
    },
    hover(id) {
      const el = nodeOf(id);
      scrollTo(el);
      for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'pointermove', 'mousemove']) {
        fire(el, type, type.endsWith('enter') ? { bubbles: false } : {});
      }
    },
    press(id, key) {
      const el = id !== null ? nodeOf(id) : ((document.activeElement as HTMLElement | null) ?? document.body);
      if (id !== null && typeof el.focus === 'function') el.focus();
      const init = { key, code: key.length === 1 ? `Key${key.toUpperCase()}` : key };
      const go = fire(el, 'keydown', init);
      fire(el, 'keypress', init);
      fire(el, 'keyup', init);
      if (go && key === 'Enter') {
        const form = (el as HTMLInputElement).form;
        if (form && el.tagName.toLowerCase() === 'input') {
          if (typeof form.requestSubmit === 'function') form.requestSubmit();
          else form.submit();
        } else if (el.tagName.toLowerCase() === 'a' || el.tagName.toLowerCase() === 'button') {
          el.click();
        }
      }
    },
    quiet(quietMs, maxMs) {
      return new Promise<boolean>((resolve) => {
        const start = Date.now();
        let timer: ReturnType<typeof setTimeout> | undefined;
        let observer: MutationObserver | undefined;
        const finish = (quietEnough: boolean): void => {
          if (observer) observer.disconnect();
          if (timer !== undefined) clearTimeout(timer);
          clearTimeout(cap);
          resolve(quietEnough);
        };
        const cap = setTimeout(() => finish(false), maxMs);
        const arm = (): void => {
          if (timer !== undefined) clearTimeout(timer);
          timer = setTimeout(() => finish(true), quietMs);
        };
        const begin = (): void => {
          observer = new MutationObserver(arm);
          // Content and state changes count; style/class churn (animations, carousels) does not.
          observer.observe(document, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
            attributeFilter: ['hidden', 'disabled', 'open', 'value', 'checked', 'selected', 'aria-hidden', 'aria-expanded', 'aria-busy', 'href', 'src'],
          });
          arm();
        };
        if (document.readyState === 'complete') begin();
        else {
          const onLoad = (): void => {
            window.removeEventListener('load', onLoad);
            if (Date.now() - start < maxMs) begin();
          };
          window.addEventListener('load', onLoad);
        }
      });
    },
  };
  return actions;
}

/**
 * `pageActions` as JavaScript source of a function expression, for drivers that inject strings.
 * Some dev toolchains (tsx, esbuild with keepNames) wrap functions in a `__name(fn, "name")`
 * helper that does not exist in the page; the wrapper defines a no-op one.
 */
export const PAGE_ACTIONS_SCRIPT: string = `(() => { const __name = (f) => f; return (${pageActions.toString()}); })()`;

/** A page-side error message from `pageActions` ("russ:CODE: message") split into code and message. */
export function parsePageError(message: string): { code: string; message: string } | undefined {
  const m = /russ:(E_[A-Z_]+): ([^\n]*)/.exec(message);
  return m ? { code: m[1]!, message: m[2]! } : undefined;
}
