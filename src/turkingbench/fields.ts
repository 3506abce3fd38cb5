/**
 * Reading a TurkingBench page's answer fields from the live page: each field's type, whether it
 * is displayed, its current value (radio: the checked value; checkbox: the checked values joined
 * by "|"), and the text a person sees for it (question, label, option texts) — never its name or
 * other attributes. The in-page function is self-contained: it is sent to the page as a string.
 */
export type LiveFieldType = 'text' | 'textarea' | 'radio' | 'checkbox' | 'select' | 'range' | 'hidden';

export interface LiveOption {
  value: string;
  /** The option's visible text (its label). */
  text: string;
  /** A bold or emphasised phrase the text starts with ("Fair" of "<b>Fair</b> There are …"), when it has one. */
  lead?: string;
}

export interface LiveField {
  name: string;
  exists: boolean;
  type: LiveFieldType;
  displayed: boolean;
  value: string;
  /** The visible question or label of the field (row header and column header in a grid). */
  question: string;
  /** Radio, checkbox and select options with their visible texts. */
  options: LiveOption[];
  /** The last visible texts above the field in the form (text nodes, nearest last): what sets a repeated item apart. */
  context: string[];
  /** For each text of `context`: whether it stands on the field's line, to its left (a row's first cell) rather than above it. */
  contextLeft: boolean[];
  /** The first visible texts after the field in the form (nearest first): the next item's text. */
  after: string[];
  /** The option texts of other fields' controls just above the field (labels, nearest last): an item's words shown as its choices. */
  optionsAbove: string[];
  /** Whether the question stands on the field's line, to its left (a table row's header, a label before the box). */
  questionLeft: boolean;
}

function inPageFields(names: string[]): LiveField[] {
  const clean = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element): boolean => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden';
  };
  const textOf = (n: Node): string => clean(n.nodeType === 3 ? n.textContent : (n as HTMLElement).innerText);
  /** The nodes whose text names a control: its labels, else what follows it (or its empty label) on its line. */
  const labelNodes = (el: Element): Node[] => {
    const labels = Array.from((el as HTMLInputElement).labels ?? []);
    if (labels.some(textOf)) return labels;
    // Text right after the control (`<input type=radio> Yes`), or after an empty label around it
    // (`<label><input type=radio></label><b>Fair</b> There are …`).
    const from = labels.length === 1 && labels[0]!.contains(el) ? labels[0]! : el;
    const out: Node[] = [];
    let length = 0;
    for (let n = from.nextSibling; n && length < 200; n = n.nextSibling) {
      if (n.nodeType === 1 && /^(INPUT|SELECT|TEXTAREA|BR|DIV|P|TR|TD|LI)$/.test((n as Element).tagName)) break;
      out.push(n);
      length += clean(n.textContent).length;
    }
    if (out.some(textOf)) return out;
    // A choice laid out as a table row, its control alone in a cell and its text in the next
    // (`<tr><td><input type=radio></td><td>Clearly negative</td></tr>`): that cell is its label.
    const cell = el.parentElement?.closest('td,th') as HTMLTableCellElement | null | undefined;
    const row = cell?.parentElement as HTMLTableRowElement | null | undefined;
    if (cell && row && !clean((cell as HTMLElement).innerText) && row.querySelectorAll('input,select,textarea').length === 1) {
      const next = cell.nextElementSibling as HTMLElement | null;
      return next && /^(TD|TH)$/.test(next.tagName) ? [next] : [];
    }
    // A choice drawn as a tile: the control and its text in a box of their own, the text below it
    // (`<div><input type=radio><p>Good behavior</p></div>`): the nearest box around the control
    // that holds no other control (outside tables, up to three levels).
    if (!/^(radio|checkbox)$/i.test((el as HTMLInputElement).type ?? '')) return [];
    let box: Element | null = el.parentElement;
    for (let depth = 0; box && depth < 3 && !/^(FORM|BODY|TD|TH|TR|TABLE)$/.test(box.tagName); depth++, box = box.parentElement) {
      if (box.querySelectorAll('input,select,textarea').length !== 1) return [];
      const text = clean((box as HTMLElement).innerText);
      if (text) return text.length <= 200 ? [box] : [];
    }
    return [];
  };
  const labelOf = (el: Element): string => clean(labelNodes(el).map(textOf).join(' '));
  /**
   * The lead of an option's text: a bold or emphasised phrase it starts with (`<b>Fair</b> There
   * are moderate mistakes…`), which a person quotes to name the option. Empty when none.
   */
  const leadOf = (el: Element): string => {
    let nodes = labelNodes(el);
    const whole = clean(nodes.map(textOf).join(' '));
    while (nodes.length) {
      const first = nodes.find((n) => textOf(n));
      if (!first || first.nodeType !== 1) return '';
      const tag = (first as Element).tagName;
      const lead = textOf(first);
      if (/^(B|STRONG|EM|I|U|MARK)$/.test(tag) || ((first as Element).children.length === 0 && /^(SPAN|FONT)$/.test(tag))) {
        return lead !== whole && whole.startsWith(lead) ? lead : '';
      }
      // Inside a label or cell: its own first child.
      nodes = Array.from(first.childNodes);
    }
    return '';
  };
  /** Texts that are no question or item: scripts, options, a box's text, and labels that name a control (its option text). */
  const skipped = (p: Element): boolean =>
    /^(SCRIPT|STYLE|OPTION|TEXTAREA)$/.test(p.tagName) || (p.tagName === 'LABEL' && !!(p as HTMLLabelElement).control) || !shown(p);
  /** The visible texts just before `el` inside `root` (a question above its answers), with their nodes. */
  const piecesBefore = (el: Element, root: Element): Array<{ text: string; node: Node }> => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: Array<{ text: string; node: Node }> = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (el.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      const p = n.parentElement;
      if (!p || skipped(p)) continue;
      const t = clean(n.textContent);
      if (t) parts.push({ text: t, node: n });
    }
    return parts;
  };
  /** The first `max` visible texts after `el` (and what it contains) inside `root`. */
  const piecesAfter = (el: Element, root: Element, max: number): string[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let n = walker.nextNode(); n && parts.length < max; n = walker.nextNode()) {
      if (!(el.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) || el.contains(n)) continue;
      const p = n.parentElement;
      if (!p || skipped(p)) continue;
      const t = clean(n.textContent);
      if (t) parts.push(t.slice(0, 300));
    }
    return parts;
  };
  /** The last `max` texts of labels of other fields' controls before `el` inside `root`. */
  const optionTextsBefore = (el: Element, root: Element, name: string, max: number): string[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (el.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      const label = n.parentElement?.closest('label') as HTMLLabelElement | null | undefined;
      const control = label?.control as HTMLInputElement | null | undefined;
      if (!label || !control || control.name === name || !shown(label)) continue;
      const t = clean(n.textContent);
      if (t) parts.push(t.slice(-300));
    }
    return parts.slice(-max);
  };
  const textBefore = (el: Element, root: Element): { text: string; node?: Node } => {
    const parts = piecesBefore(el, root);
    return { text: parts.map((p) => p.text).join(' '), node: parts[parts.length - 1]?.node };
  };
  const rectOf = (n: Node): DOMRect => {
    if (n.nodeType === 1) return (n as Element).getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(n);
    return range.getBoundingClientRect();
  };
  /** Does the text (node) stand on the field's line, to its left — as a table row's first cell does? */
  const leftOnLine = (n: Node | undefined, el: Element): boolean => {
    if (!n) return false;
    const a = rectOf(n);
    const b = el.getBoundingClientRect();
    if (a.width === 0 || b.width === 0) return false;
    const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return overlap >= 0.5 * Math.min(a.height, b.height) && a.right <= b.left + 2;
  };
  /**
   * In a table grid: the row's header (the question: the nearest cell with text to the field's left
   * on its line that holds no control — the row's first cell, or a group's label spanning rows in a
   * table of several groups) and the header cell of the field's column (the option) — the header
   * row's cell standing over the field. Both found by layout, since cells that span rows or columns
   * shift the indices.
   */
  const gridHeaders = (el: Element): { row: string; rowCell?: Element; column: string } => {
    const cell = el.closest('td,th') as HTMLTableCellElement | null;
    const row = cell?.parentElement as HTMLTableRowElement | null;
    const table = cell?.closest('table');
    if (!cell || !row || !table) return { row: '', column: '' };
    const b = el.getBoundingClientRect();
    const y = b.top + b.height / 2;
    let rowCell: HTMLElement | undefined;
    let nearest = -Infinity;
    for (const c of Array.from(table.querySelectorAll('td,th')) as HTMLElement[]) {
      if (c === cell || c.closest('table') !== table || c.querySelector('input,select,textarea')) continue;
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.top > y || r.bottom < y || r.right > b.left + 2 || r.right <= nearest || !clean(c.innerText)) continue;
      nearest = r.right;
      rowCell = c;
    }
    const rowHead = clean(rowCell?.innerText);
    const headRow = table.rows[0];
    let column = '';
    if (headRow && headRow !== row) {
      const x = b.left + b.width / 2;
      const over = Array.from(headRow.cells).find((c) => {
        const r = c.getBoundingClientRect();
        return r.width > 0 && r.left <= x && x <= r.right;
      });
      column = clean((over as HTMLElement | undefined)?.innerText ?? (headRow.cells[cell.cellIndex] as HTMLElement | undefined)?.innerText);
    }
    return { row: rowHead, rowCell: rowHead ? rowCell : undefined, column };
  };
  const optionText = (el: Element): string => labelOf(el) || gridHeaders(el).column;
  const question = (els: Element[]): { text: string; node?: Node } => {
    const first = els[0]!;
    const grid = gridHeaders(first);
    if (grid.row) return { text: grid.row, node: grid.rowCell };
    const own = first.tagName === 'INPUT' && /^(radio|checkbox)$/i.test((first as HTMLInputElement).type) ? '' : labelOf(first);
    if (own) return { text: own, node: (first as HTMLInputElement).labels?.[0] ?? first.nextSibling ?? undefined };
    for (let root: Element | null = first.parentElement; root; root = root.parentElement) {
      const before = textBefore(first, root);
      if (before.text) return { text: before.text.slice(-200), node: before.node };
      if (root.id === 'mturk_form') break;
    }
    return { text: clean((first as HTMLInputElement).placeholder) };
  };
  return names.map((name) => {
    const els = Array.from(document.querySelectorAll(`input[name="${CSS.escape(name)}"],select[name="${CSS.escape(name)}"],textarea[name="${CSS.escape(name)}"]`));
    const first = els[0];
    if (!first) return { name, exists: false, type: 'hidden' as LiveFieldType, displayed: false, value: '', question: '', options: [], context: [], contextLeft: [], after: [], optionsAbove: [], questionLeft: false };
    const tag = first.tagName.toLowerCase();
    const it = ((first as HTMLInputElement).type || 'text').toLowerCase();
    let type: LiveFieldType = 'text';
    if (tag === 'select') type = 'select';
    else if (tag === 'textarea') type = 'textarea';
    else if (it === 'radio' || it === 'checkbox' || it === 'range' || it === 'hidden') type = it as LiveFieldType;
    else if (/^(submit|button|reset|image|file)$/.test(it)) type = 'hidden';
    const group = els.filter((e) => e.tagName === first.tagName && ((e as HTMLInputElement).type || '').toLowerCase() === it);
    let value = '';
    let options: LiveOption[] = [];
    if (type === 'radio' || type === 'checkbox') {
      value = group.filter((e) => (e as HTMLInputElement).checked).map((e) => (e as HTMLInputElement).value).join('|');
      options = group.map((e) => {
        const lead = leadOf(e);
        return { value: (e as HTMLInputElement).value, text: optionText(e), ...(lead ? { lead } : {}) };
      });
    } else if (type === 'select') {
      value = (first as HTMLSelectElement).value;
      options = Array.from((first as HTMLSelectElement).options).map((o) => ({ value: o.value, text: clean(o.label || o.text) }));
    } else value = (first as HTMLInputElement).value;
    const displayed = group.some((e) => shown(e) || Array.from((e as HTMLInputElement).labels ?? []).some(shown));
    const form = first.closest('form') ?? document.body;
    const pieces = type === 'hidden' ? [] : piecesBefore(first, form).slice(-40);
    const q = type === 'hidden' ? { text: '' } : question(group);
    return {
      name,
      exists: true,
      type,
      displayed,
      value,
      question: q.text,
      options,
      context: pieces.map((p) => p.text.slice(-300)),
      contextLeft: pieces.map((p) => leftOnLine(p.node, first)),
      after: type === 'hidden' ? [] : piecesAfter(group[group.length - 1]!, form, 12),
      optionsAbove: type === 'hidden' ? [] : optionTextsBefore(first, form, name, 2),
      questionLeft: leftOnLine(q.node, first),
    };
  });
}

/** JavaScript calling the in-page reader on `names` (wrapped so a dev toolchain's `__name` helper exists). */
function readFieldsExpression(names: string[]): string {
  return `(() => { const __name = (f) => f; return (${inPageFields.toString()}); })()(${JSON.stringify(names)})`;
}

/** Reads the fields `names` from a live page (any page with `evaluate`: Playwright's, Puppeteer's). */
export async function readLiveFields(page: { evaluate(expression: string): Promise<unknown> }, names: string[]): Promise<LiveField[]> {
  return (await page.evaluate(readFieldsExpression(names))) as LiveField[];
}
