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
}

function inPageFields(names: string[]): LiveField[] {
  const clean = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element): boolean => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden';
  };
  const labelOf = (el: Element): string => {
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return clean(Array.from(labels).map((l) => (l as HTMLElement).innerText).join(' '));
    // Text right after the control (`<input type=radio> Yes`).
    let t = '';
    for (let n = el.nextSibling; n && t.length < 200; n = n.nextSibling) {
      if (n.nodeType === 1 && /^(INPUT|SELECT|TEXTAREA|BR|DIV|P|TR|TD|LI)$/.test((n as Element).tagName)) break;
      t += ' ' + (n.nodeType === 3 ? n.textContent : (n as HTMLElement).innerText);
    }
    return clean(t);
  };
  /** The visible text just before `el` inside `root` (a question above its answers). */
  const piecesBefore = (el: Element, root: Element): string[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (el.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING) break;
      const p = n.parentElement;
      if (!p || /^(SCRIPT|STYLE|OPTION|LABEL|TEXTAREA)$/.test(p.tagName) || !shown(p)) continue;
      const t = clean(n.textContent);
      if (t) parts.push(t);
    }
    return parts;
  };
  const textBefore = (el: Element, root: Element): string => piecesBefore(el, root).join(' ');
  /** In a table grid: the row's first cell (the question) and the column's header cell (the option). */
  const gridHeaders = (el: Element): { row: string; column: string } => {
    const cell = el.closest('td,th') as HTMLTableCellElement | null;
    const row = cell?.parentElement as HTMLTableRowElement | null;
    const table = cell?.closest('table');
    if (!cell || !row || !table) return { row: '', column: '' };
    const rowHead = cell.cellIndex > 0 ? clean((row.cells[0] as HTMLElement | undefined)?.innerText) : '';
    const headRow = table.rows[0];
    const column = headRow && headRow !== row ? clean((headRow.cells[cell.cellIndex] as HTMLElement | undefined)?.innerText) : '';
    return { row: rowHead, column };
  };
  const optionText = (el: Element): string => labelOf(el) || gridHeaders(el).column;
  const question = (els: Element[]): string => {
    const first = els[0]!;
    const grid = gridHeaders(first).row;
    if (grid) return grid;
    const own = first.tagName === 'INPUT' && /^(radio|checkbox)$/i.test((first as HTMLInputElement).type) ? '' : labelOf(first);
    if (own) return own;
    for (let root: Element | null = first.parentElement; root; root = root.parentElement) {
      const before = textBefore(first, root);
      if (before) return before.slice(-200);
      if (root.id === 'mturk_form') break;
    }
    return clean((first as HTMLInputElement).placeholder);
  };
  return names.map((name) => {
    const els = Array.from(document.querySelectorAll(`input[name="${CSS.escape(name)}"],select[name="${CSS.escape(name)}"],textarea[name="${CSS.escape(name)}"]`));
    const first = els[0];
    if (!first) return { name, exists: false, type: 'hidden' as LiveFieldType, displayed: false, value: '', question: '', options: [], context: [] };
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
      options = group.map((e) => ({ value: (e as HTMLInputElement).value, text: optionText(e) }));
    } else if (type === 'select') {
      value = (first as HTMLSelectElement).value;
      options = Array.from((first as HTMLSelectElement).options).map((o) => ({ value: o.value, text: clean(o.label || o.text) }));
    } else value = (first as HTMLInputElement).value;
    const displayed = group.some((e) => shown(e) || Array.from((e as HTMLInputElement).labels ?? []).some(shown));
    const form = first.closest('form') ?? document.body;
    const context = type === 'hidden' ? [] : piecesBefore(first, form).slice(-12).map((t) => t.slice(-300));
    return { name, exists: true, type, displayed, value, question: type === 'hidden' ? '' : question(group), options, context };
  });
}

/** JavaScript calling the in-page reader on `names` (wrapped so a dev toolchain's `__name` helper exists). */
export function readFieldsExpression(names: string[]): string {
  return `(() => { const __name = (f) => f; return (${inPageFields.toString()}); })()(${JSON.stringify(names)})`;
}
